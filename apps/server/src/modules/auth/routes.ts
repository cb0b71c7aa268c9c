import { currentUser, signIn as signInContract, signOut, signUp as signUpContract } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { clearSessionCookie, requireSession, startSession } from '../../plugins/session.ts';
import { revokeSession } from '../../plugins/session-store.ts';
import { route } from '../../route.ts';
import { toPublicUser } from './public-user.ts';
import { googleRoutes } from './google-routes.ts';
import { signIn, signUp } from './service.ts';

export async function authRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const lockout = { failures: config.SIGNIN_LOCKOUT_FAILURES, windowMinutes: config.SIGNIN_LOCKOUT_MINUTES };

  route(
    app,
    signUpContract,
    async (request, reply) => {
      const user = await signUp(db, request.body);
      await startSession(db, config, request, reply, user);
      return reply.code(201).send({ success: true as const, ...toPublicUser(user) });
    },
    { rateLimit: perMinute(config.RATE_LIMIT_SIGNUP_PER_MINUTE) },
  );

  route(
    app,
    signInContract,
    async (request, reply) => {
      const user = await signIn(db, request.body, lockout);
      await startSession(db, config, request, reply, user);
      return { success: true as const, ...toPublicUser(user) };
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
    return { success: true as const, ...toPublicUser(user) };
  });

  await app.register(googleRoutes);
}
