import {
  ACCOUNT_SUSPENDED,
  googleAvatar,
  googleCallback,
  googleSignIn,
  googleStart,
  routePatterns,
  withQuery,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { requireUser, startSession } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { toPublicUser } from './public-user.ts';
import { GoogleAuthError, GoogleSignIn, googleSettings, type GoogleFailure } from './google.ts';
import { consumeIdToken, findOrCreateGoogleUser } from './google-accounts.ts';
import { beginFlow, safeNextPath, takeFlow } from './google-flow.ts';

const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const GOOGLE_PASSWORD_FIRST =
  'An account with this email already exists. Sign in with your password first, then use Continue with Google to link it.';

/** The API's answer for each refusal; the callback redirects with the reason instead. */
const FAILURES: Record<GoogleFailure, { status: number; message: string }> = {
  not_configured: { status: 503, message: GOOGLE_NOT_CONFIGURED },
  unavailable: { status: 503, message: 'Google sign-in is unavailable right now. Please try again later.' },
  invalid_token: { status: 401, message: 'Google sign-in failed: the sign-in could not be verified' },
  replayed: { status: 401, message: 'This Google sign-in was already used. Please try again.' },
  cancelled: { status: 401, message: 'Google sign-in was cancelled' },
  expired: { status: 401, message: 'Google sign-in took too long. Please try again.' },
  no_email: { status: 403, message: 'Your Google account did not share an email address' },
  unverified: {
    status: 403,
    message: 'Your Google email address is not verified, so it cannot be used to sign in',
  },
  linked_elsewhere: { status: 409, message: 'This email address is linked to a different Google account' },
  password_first: { status: 409, message: GOOGLE_PASSWORD_FIRST },
  suspended: { status: 403, message: ACCOUNT_SUSPENDED },
};

// Only the message: a library error's attached claims or bodies would put e-mails in the logs.
const detailOf = (error: GoogleAuthError) => (error.cause instanceof Error ? error.cause.message : undefined);

const asHttpError = (reason: GoogleFailure) => new HttpError(FAILURES[reason].status, FAILURES[reason].message);

export async function googleRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const settings = googleSettings(config);
  const google = settings ? new GoogleSignIn(settings) : null;
  const signInLimit = perMinute(config.RATE_LIMIT_SIGNIN_PER_MINUTE);

  const failedRedirect = (reason: GoogleFailure) => withQuery(routePatterns.signIn, { error: `google_${reason}` });

  route(
    app,
    googleStart,
    async (request, reply) => {
      if (!google) throw asHttpError('not_configured');
      // Who is signed in as the flow starts: a Google sign-in from inside an account may link it.
      const flow = beginFlow(config, reply, safeNextPath(request.query.next), (await request.session())?.user.id);
      try {
        return reply.redirect((await google.authorizationUrl(flow)).toString(), 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(failedRedirect('unavailable'), 302);
      }
    },
    { rateLimit: signInLimit },
  );

  route(
    app,
    googleCallback,
    async (request, reply) => {
      if (!google) return reply.redirect(failedRedirect('not_configured'), 302);
      const flow = takeFlow(config, request, reply, request.query.state);
      try {
        // The person closed the chooser or refused consent at the provider.
        if (request.query.error) throw new GoogleAuthError('cancelled');
        if (flow === 'expired') throw new GoogleAuthError('expired');
        const at = request.url.indexOf('?');
        const query = at >= 0 ? request.url.slice(at) : '';
        const identity = await google.redeem(query, flow);
        // Still signed in as the account that started the flow: that session may link it.
        const session = await request.session();
        const signedInAs = session && session.user.id === flow.userId ? session.user : undefined;
        const user = await findOrCreateGoogleUser(db, identity, signedInAs);
        if (user.suspendedAt) throw new GoogleAuthError('suspended');
        await startSession(db, config, request, reply, user);
        return reply.redirect(flow.next, 302);
      } catch (error) {
        if (!(error instanceof GoogleAuthError)) throw error;
        request.log.warn({ reason: error.reason, detail: detailOf(error) }, 'Google sign-in refused');
        return reply.redirect(failedRedirect(error.reason), 302);
      }
    },
    { rateLimit: signInLimit },
  );

  route(
    app,
    googleSignIn,
    async (request, reply) => {
      if (!google) throw asHttpError('not_configured');
      try {
        // Only what the provider signed counts; nothing else in the body is read.
        const identity = await google.verifyIdToken(request.body.credential);
        await consumeIdToken(db, identity, request.body.credential);
        const user = await findOrCreateGoogleUser(db, identity, (await request.session())?.user);
        if (user.suspendedAt) throw new GoogleAuthError('suspended');
        await startSession(db, config, request, reply, user);
        return { success: true as const, ...toPublicUser(user, config) };
      } catch (error) {
        if (!(error instanceof GoogleAuthError)) throw error;
        request.log.warn({ reason: error.reason, detail: detailOf(error) }, 'Google sign-in refused');
        throw asHttpError(error.reason);
      }
    },
    { rateLimit: signInLimit },
  );

  // The spec's client asked with ?email=; answering for any e-mail would leak photos,
  // so only the signed-in user's own avatar is returned and the query is ignored.
  route(app, googleAvatar, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, avatar: user.avatar };
  });
}
