import { deleteAccount, EMAIL_CHANGE_SENT, updateAccount } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { clearSessionCookie, requireSession } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { toPublicUser } from '../auth/index.ts';
import { assertAccountHolder } from './reauth.ts';
import { ACCOUNT_DELETED, assertSelf, deleteUser, PROFILE_UPDATED, requestEmailChange, updateUser } from './service.ts';

export async function userRoutes(app: AppInstance): Promise<void> {
  const { db, config, store } = app.deps;
  const lockout = { failures: config.SIGNIN_LOCKOUT_FAILURES, windowMinutes: config.SIGNIN_LOCKOUT_MINUTES };

  route(app, updateAccount, async (request) => {
    const session = await requireSession(request);
    assertSelf(session, request.params.id);
    const { currentPassword, email, ...changes } = request.body;
    const newEmail = email !== undefined && email.toLowerCase() !== session.user.email ? email : undefined;
    if (newEmail || changes.password !== undefined) await assertAccountHolder(db, session, currentPassword, lockout);
    const user = await updateUser(db, session, changes);
    if (newEmail) {
      await requestEmailChange(
        { db, jobs: app.deps.jobs, log: request.log, publicUrl: config.PUBLIC_URL },
        user,
        newEmail,
      );
    }
    return {
      success: true as const,
      message: newEmail ? EMAIL_CHANGE_SENT : PROFILE_UPDATED,
      ...toPublicUser(user, config),
    };
  });

  route(app, deleteAccount, async (request, reply) => {
    const session = await requireSession(request);
    assertSelf(session, request.params.id);
    await assertAccountHolder(db, session, request.body.currentPassword, lockout);
    await deleteUser({ db, store }, session.user.id);
    clearSessionCookie(config, reply);
    return { success: true, message: ACCOUNT_DELETED };
  });
}
