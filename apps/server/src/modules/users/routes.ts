import { deleteAccount, deleteMe, EMAIL_CHANGE_SENT, LEDGER_KEEP_YEARS, updateAccount } from '@nyumba/domain';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { composeMail } from '../mail/index.ts';
import { eraseAccount, privacyTexts } from '../privacy/index.ts';
import { assertNoTenancyOfUser } from '../tenancies/index.ts';
import type { AppInstance } from '../../app-types.ts';
import { clearSessionCookie, requireSession } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { toPublicUser } from '../auth/index.ts';
import { assertAccountHolder } from './reauth.ts';
import { ACCOUNT_DELETED, assertSelf, PROFILE_UPDATED, requestEmailChange, updateUser } from './service.ts';
import type { FastifyReply } from 'fastify';
import type { SessionInfo } from '../../plugins/session-store.ts';

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

  // The spec's DELETE /api/user/delete/:id and the privacy centre's DELETE /api/user: one deletion.
  const erase = async (session: SessionInfo, currentPassword: string | undefined, reply: FastifyReply) => {
    await assertAccountHolder(db, session, currentPassword, lockout);
    // A tenancy under way says so in its own words; every other open deal is listed by eraseAccount.
    await assertNoTenancyOfUser(db, session.user.id);
    await eraseAccount({ db, store }, session.user.id, async (tx, user) => {
      // The mail that says it is done: written while the address is still on the account.
      if (!app.deps.jobs || !user.email || !user.emailVerifiedAt) return;
      const texts = privacyTexts(user.language);
      const mail = composeMail({
        to: user.email,
        subject: texts.deletedSubject,
        paragraphs: [texts.deleted(LEDGER_KEEP_YEARS)],
        siteUrl: config.PUBLIC_URL,
        language: user.language,
      });
      await app.deps.jobs.enqueue(SEND_MAIL, mail, { tx });
    });
    clearSessionCookie(config, reply);
    return { success: true, message: ACCOUNT_DELETED };
  };

  route(app, deleteAccount, async (request, reply) => {
    const session = await requireSession(request);
    assertSelf(session, request.params.id);
    return erase(session, request.body.currentPassword, reply);
  });

  route(app, deleteMe, async (request, reply) =>
    erase(await requireSession(request), request.body.currentPassword, reply),
  );
}
