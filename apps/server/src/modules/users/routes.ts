import { deleteAccount, updateAccount } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { clearSessionCookie, requireSession } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { ACCOUNT_DELETED, assertSelf, deleteUser, PROFILE_UPDATED, updateUser } from './service.ts';

export async function userRoutes(app: AppInstance): Promise<void> {
  const { db, config, store } = app.deps;

  route(app, updateAccount, async (request) => {
    const session = await requireSession(request);
    assertSelf(session, request.params.id);
    const user = await updateUser(db, session, request.body);
    return { success: true as const, message: PROFILE_UPDATED, ...toPublicUser(user) };
  });

  route(app, deleteAccount, async (request, reply) => {
    const session = await requireSession(request);
    assertSelf(session, request.params.id);
    await deleteUser({ db, store }, session.user.id);
    clearSessionCookie(config, reply);
    return { success: true, message: ACCOUNT_DELETED };
  });
}
