import { messageResponseSchema, userUpdateBodySchema, userUpdateResponseSchema } from '@nyumba/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-types.ts';
import { clearSessionCookie, requireSession } from '../../plugins/session.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { ACCOUNT_DELETED, assertSelf, deleteUser, PROFILE_UPDATED, updateUser } from './service.ts';

// Any id is accepted here and compared with the session's: someone else's id, valid or
// not, answers 403 rather than revealing which ids exist.
const userIdParamSchema = z.object({ id: z.string().max(100) });

export async function userRoutes(app: AppInstance): Promise<void> {
  const { db, config, store } = app.deps;

  app.post(
    '/api/user/update/:id',
    {
      config: { access: 'user' },
      schema: { params: userIdParamSchema, body: userUpdateBodySchema, response: { 200: userUpdateResponseSchema } },
    },
    async (request) => {
      const session = await requireSession(request);
      assertSelf(session, request.params.id);
      const user = await updateUser(db, session, request.body);
      return { success: true as const, message: PROFILE_UPDATED, ...toPublicUser(user) };
    },
  );

  app.delete(
    '/api/user/delete/:id',
    { config: { access: 'user' }, schema: { params: userIdParamSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const session = await requireSession(request);
      assertSelf(session, request.params.id);
      await deleteUser({ db, store }, session.user.id);
      clearSessionCookie(config, reply);
      return { success: true, message: ACCOUNT_DELETED };
    },
  );
}
