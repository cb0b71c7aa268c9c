import {
  PHONE_FEATURES_OFF,
  phoneForgot,
  phoneReset,
  phoneSignUp as phoneSignUpContract,
  phoneSignUpVerify,
  currentUser,
  EMAIL_CONFIRMED_OTHER_ACCOUNT,
  FORGOT_PASSWORD_SENT,
  forgotPassword,
  PASSWORD_RESET_DONE,
  resendVerification as resendVerificationContract,
  resetPassword as resetPasswordContract,
  SIGN_UP_CHECK_EMAIL,
  VERIFICATION_SENT,
  verifyEmail,
  signIn as signInContract,
  signOut,
  signUp as signUpContract,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { clearSessionCookie, requireSession, startSession } from '../../plugins/session.ts';
import { revokeSession } from '../../plugins/session-store.ts';
import { route } from '../../route.ts';
import { toPublicUser } from './public-user.ts';
import { googleRoutes } from './google-routes.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { confirmEmailLink, type MailDeps } from './email-links.ts';
import { resendVerification, signIn, signUp } from './service.ts';
import {
  finishPhoneSignUp,
  requestPhoneReset,
  resetPasswordByPhone,
  phoneSignUp,
  signInByPhone,
} from './phone-auth.ts';
import { numberDeps } from '../phone/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

export async function authRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const lockout = { failures: config.SIGNIN_LOCKOUT_FAILURES, windowMinutes: config.SIGNIN_LOCKOUT_MINUTES };
  const mail = (request: { log: MailDeps['log'] }): MailDeps => ({
    db,
    jobs: app.deps.jobs,
    log: request.log,
    publicUrl: config.PUBLIC_URL,
  });

  route(
    app,
    signUpContract,
    async (request, reply) => {
      await signUp(mail(request), request.body, requestLanguage(request));
      return reply.code(201).send({ success: true, message: SIGN_UP_CHECK_EMAIL });
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNUP_PER_MINUTE) },
  );

  // Following the link proves the mailbox, which could reset the password anyway: so it
  // also signs in, on whichever device opened the mail, unless another account is signed in
  // there. A page that sends a signed-in person to someone else's link (login CSRF) must not
  // put them in that account, where whatever they publish or save would be the other's.
  route(
    app,
    verifyEmail,
    async (request, reply) => {
      const current = await request.session();
      const user = await confirmEmailLink(
        db,
        request.body.token,
        current ? { userId: current.user.id, sessionId: current.sessionId } : undefined,
      );
      if (current && current.user.id !== user.id) {
        return { success: true as const, signedIn: false as const, message: EMAIL_CONFIRMED_OTHER_ACCOUNT };
      }
      if (!current) await startSession(db, config, request, reply, user);
      return { success: true as const, signedIn: true as const, ...toPublicUser(user, config) };
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNIN_PER_MINUTE) },
  );

  route(
    app,
    resendVerificationContract,
    async (request) => {
      // Not awaited, like a password link: the answer's timing tells nobody which addresses have accounts.
      resendVerification(mail(request), request.body.email).catch((error: unknown) =>
        request.log.error({ err: error }, 'verification resend failed'),
      );
      return { success: true, message: VERIFICATION_SENT };
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNUP_PER_MINUTE) },
  );

  // With an e-mail address, or with a proven phone number in place of it (phone-auth.ts).
  route(
    app,
    signInContract,
    async (request, reply) => {
      const { email, phone, password } = request.body;
      const user = email
        ? await signIn(db, { email, password }, lockout)
        : await signInByPhone(numberDeps(app, request), { phone: phone!, password }, lockout);
      await startSession(db, config, request, reply, user);
      return { success: true as const, ...toPublicUser(user, config) };
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNIN_PER_MINUTE) },
  );

  // Sign-up and recovery by phone: each request may send an SMS, so per address like sign-up,
  // and under the SMS caps (phone/codes.ts) whoever asks.
  const phoneOn = () => {
    if (!config.PHONE_FEATURES) throw new HttpError(404, PHONE_FEATURES_OFF);
  };
  route(
    app,
    phoneSignUpContract,
    async (request, reply) => {
      phoneOn();
      const sent = await phoneSignUp(numberDeps(app, request), request.body, requestLanguage(request), request.ip);
      return reply.code(201).send(sent);
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNUP_PER_MINUTE) },
  );
  route(
    app,
    phoneSignUpVerify,
    async (request, reply) => {
      phoneOn();
      const user = await finishPhoneSignUp(numberDeps(app, request), request.body);
      await startSession(db, config, request, reply, user);
      return { success: true as const, ...toPublicUser(user, config) };
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNIN_PER_MINUTE) },
  );
  route(
    app,
    phoneForgot,
    async (request) => {
      phoneOn();
      return requestPhoneReset(numberDeps(app, request), request.body, requestLanguage(request), request.ip);
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNUP_PER_MINUTE) },
  );
  route(
    app,
    phoneReset,
    async (request) => {
      phoneOn();
      await resetPasswordByPhone(numberDeps(app, request), request.body);
      return { success: true, message: PASSWORD_RESET_DONE };
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNIN_PER_MINUTE) },
  );

  // Per address, like sign-in: each request may send a mail. Per account, the service
  // sends at most RESET_LINKS_PER_HOUR links whoever asks.
  route(
    app,
    forgotPassword,
    async (request) => {
      // Not awaited: the answer leaves as fast whether or not the address has an account,
      // so its timing tells nobody either. Failures are logged; the person can ask again.
      requestPasswordReset(mail(request), request.body).catch((error: unknown) =>
        request.log.error({ err: error }, 'password reset request failed'),
      );
      return { success: true, message: FORGOT_PASSWORD_SENT };
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNUP_PER_MINUTE) },
  );

  route(
    app,
    resetPasswordContract,
    async (request) => {
      await resetPassword(db, request.body);
      return { success: true, message: PASSWORD_RESET_DONE };
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNIN_PER_MINUTE) },
  );

  route(app, signOut, async (request, reply) => {
    const session = await request.session();
    if (session) await revokeSession(db, session.sessionId);
    clearSessionCookie(config, reply);
    return { success: true, message: 'Signed out' };
  });

  route(app, currentUser, async (request) => {
    const { user } = await requireSession(request);
    return { success: true as const, ...toPublicUser(user, config) };
  });

  await app.register(googleRoutes);
}
