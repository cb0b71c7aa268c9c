import { authResponseSchema, messageResponseSchema, signInBodySchema, signUpBodySchema } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { clearSessionCookie, requireSession, startSession } from '../../plugins/session.ts';
import { revokeSession } from '../../plugins/session-store.ts';
import { toPublicUser } from './public-user.ts';
import { googleRoutes } from './google-routes.ts';
import { signIn, signUp } from './service.ts';

export async function authRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const lockout = { failures: config.SIGNIN_LOCKOUT_FAILURES, windowMinutes: config.SIGNIN_LOCKOUT_MINUTES };

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public', rateLimit: perMinute(config.RATE_LIMIT_SIGNUP_PER_MINUTE) },
      schema: { body: signUpBodySchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const user = await signUp(db, request.body);
      await startSession(db, config, request, reply, user);
      return reply.code(201).send({ success: true as const, ...toPublicUser(user) });
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: { access: 'public', rateLimit: perMinute(config.RATE_LIMIT_SIGNIN_PER_MINUTE) },
      schema: { body: signInBodySchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const user = await signIn(db, request.body, lockout);
      await startSession(db, config, request, reply, user);
      return { success: true as const, ...toPublicUser(user) };
    },
  );

  app.post(
    '/api/auth/signout',
    { config: { access: 'public' }, schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const session = await request.session();
      if (session) await revokeSession(db, session.sessionId);
      clearSessionCookie(config, reply);
      return { success: true, message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'user' }, schema: { response: { 200: authResponseSchema } } },
    async (request) => {
      const { user } = await requireSession(request);
      return { success: true as const, ...toPublicUser(user) };
    },
  );

  await app.register(googleRoutes);
}
