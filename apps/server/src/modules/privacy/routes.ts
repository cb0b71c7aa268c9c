import {
  CONSENT_SAVED,
  deleteMe,
  deletionPreview as deletionPreviewContract,
  downloadExport,
  EXPORT_STARTED,
  isStopReply,
  LEDGER_KEEP_YEARS,
  myConsents,
  myExports,
  setConsent,
  smsInbound,
  SMS_INBOUND_STOPPED,
  startExport,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../app-types.ts';
import { users } from '../../db/schema.ts';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { acceptForms } from '../../lib/form-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sameSecret } from '../../lib/secrets.ts';
import { clearSessionCookie, PRIVATE_NO_STORE, requireSession, requireUser } from '../../plugins/session.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { route } from '../../route.ts';
import { composeMail } from '../mail/index.ts';
import { assertAccountHolder } from '../users/reauth.ts';
import { consentsOf, recordConsent } from './consents.ts';
import { deletionPreview } from './deletion.ts';
import { eraseAccount } from './erase.ts';
import { BUILD_EXPORT } from './export-job.ts';
import { buildExport, exportAnswer, exportsOf, exportZip, requestExport } from './exports.ts';
import { privacyTexts } from './privacy-texts.ts';

/** Downloads of one's copies a minute: each reads a whole ZIP from the store. */
const DOWNLOADS_PER_MINUTE = 10;

/** The privacy centre (issue 58): a copy of one's data, consents, deleting the account. */
export async function privacyRoutes(app: AppInstance): Promise<void> {
  const { db, config, store } = app.deps;
  const lockout = { failures: config.SIGNIN_LOCKOUT_FAILURES, windowMinutes: config.SIGNIN_LOCKOUT_MINUTES };
  acceptForms(app, 4096);

  route(app, startExport, async (request, reply) => {
    const user = await requireUser(request);
    const row = await requestExport(db, user.id);
    // Built in the background; a server with no job engine (most API tests) builds it now.
    if (app.deps.jobs) await app.deps.jobs.enqueue(BUILD_EXPORT, { exportId: row.id });
    else await buildExport({ db, store, publicUrl: config.PUBLIC_URL }, row.id);
    reply.code(202);
    return { success: true as const, message: EXPORT_STARTED, export: exportAnswer(row) };
  });

  route(app, myExports, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return { exports: await exportsOf(db, user.id) };
  });

  route(
    app,
    downloadExport,
    async (request, reply) => {
      const user = await requireUser(request);
      const zip = await exportZip({ db, store }, user.id, request.params.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Cache-Control', PRIVATE_NO_STORE)
        .header('Content-Disposition', `attachment; filename="nyumba-data-${day}.zip"`)
        .type('application/zip')
        .send(zip);
    },
    { rateLimit: perMinute(DOWNLOADS_PER_MINUTE) },
  );

  route(app, deletionPreviewContract, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return deletionPreview(db, user.id);
  });

  route(app, deleteMe, async (request, reply) => {
    const session = await requireSession(request);
    await assertAccountHolder(db, session, request.body.currentPassword, lockout);
    await eraseAccount({ db, store }, session.user.id, async (tx, user) => {
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
    return { success: true, message: 'Your account has been deleted' };
  });

  route(app, myConsents, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return { consents: await consentsOf(db, user.id) };
  });

  route(app, setConsent, async (request) => {
    const user = await requireUser(request);
    await db.transaction((tx) =>
      recordConsent(tx, user.id, request.body.purpose, request.body.given, {
        channel: 'web',
        address: request.ip,
        by: 'web',
      }),
    );
    return { success: true as const, message: CONSENT_SAVED, consents: await consentsOf(db, user.id) };
  });

  // Africa's Talking posts every SMS sent to our short code or number here. A STOP (or
  // ACHA, SITISHA…) from a member's proven number withdraws every SMS consent at once; the
  // answer is the same for any number, so it tells nobody who is a member.
  route(app, smsInbound, async (request) => {
    const secret = config.SMS_CALLBACK_SECRET;
    if (!secret || !sameSecret(request.params.token, secret)) throw notFound('Not found');
    if (!isStopReply(request.body.text)) return { success: true as const, message: 'Received' };
    const from = request.body.from.replace(/[^\d+]/g, '');
    const number = from.startsWith('+') ? from : `+${from}`;
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, number));
    if (member) {
      await db.transaction(async (tx) => {
        const source = { channel: 'sms' as const, address: number, by: 'sms-stop' };
        await recordConsent(tx, member.id, 'marketing-sms', false, source);
        await recordConsent(tx, member.id, 'sms-notices', false, source);
      });
    }
    return { success: true as const, message: SMS_INBOUND_STOPPED };
  });
}
