import {
  CONSENT_SAVED,
  deletionPreview as deletionPreviewContract,
  downloadExport,
  EXPORT_STARTED,
  legalHold,
  myConsents,
  myExports,
  setConsent,
  startExport,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { acceptForms } from '../../lib/form-body.ts';
import { PRIVATE_NO_STORE, requireModerator, requireUser } from '../../plugins/session.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { route } from '../../route.ts';
import { consentsOf, recordConsent } from './consents.ts';
import { deletionPreview } from './deletion.ts';
import { BUILD_EXPORT } from './export-job.ts';
import { buildExport, exportAnswer, exportsOf, exportZip, requestExport } from './exports.ts';
import { setLegalHold } from './legal-holds.ts';

/** Downloads of one's copies a minute: each reads a whole ZIP from the store. */
const DOWNLOADS_PER_MINUTE = 10;

/** The privacy centre (issue 58): a copy of one's data, consents, deleting the account. */
export async function privacyRoutes(app: AppInstance): Promise<void> {
  const { db, config, store } = app.deps;
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

  route(app, legalHold, async (request) => {
    const session = await requireModerator(request, config);
    return setLegalHold(db, session.user, request.params.id, request.body);
  });
}
