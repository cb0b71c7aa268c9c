import multipart from '@fastify/multipart';
import {
  agencyListings as agencyListingsContract,
  countImpressions as impressionsContract,
  importAgencyListings,
  IMPORT_SEND_FILE,
  IMPORT_TOO_LARGE,
  may,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../app-types.ts';
import { listings } from '../../db/schema.ts';
import { readDb } from '../../plugins/read-routing.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { perMinute, perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireUser, viewerId } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { requireRole } from '../agencies/index.ts';
import { ImportShapeError } from './import-parse.ts';
import { pageListings } from './service.ts';
import { importListings } from './import-service.ts';
import { countImpressions } from './visits.ts';
import { writeDeps } from './write-deps.ts';

/** A feed of 1,000 listings with long descriptions fits well within this. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORTS_PER_HOUR = 10;

/**
 * An agency's listings on its public page, its bulk import, and the impressions lists report.
 * Its own plugin: multipart is registered here for the import's file only.
 */
export async function agencyListingRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;
  const writing = writeDeps(app);
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  route(
    app,
    importAgencyListings,
    async (request) => {
      const user = await requireUser(request);
      // Who may import is settled before a byte of the file is read.
      await requireRole(db, request.params.id, user.id, may.seeAll);
      if (!request.isMultipart()) throw new HttpError(415, IMPORT_SEND_FILE);
      let file;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new HttpError(400, IMPORT_SEND_FILE, { file: IMPORT_SEND_FILE });
        file = { data: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_TOO_LARGE);
        throw new HttpError(400, IMPORT_SEND_FILE, { file: IMPORT_SEND_FILE });
      }
      try {
        return await importListings(writing(request), request.params.id, user.id, file);
      } catch (error) {
        if (error instanceof ImportShapeError) throw new HttpError(400, error.message, { file: error.message });
        throw error;
      }
    },
    { rateLimit: perSessionPerHour(IMPORTS_PER_HOUR, 'imports') },
  );

  route(app, agencyListingsContract, async (request) => ({
    success: true as const,
    ...(await pageListings(readDb(request), request.query, {
      where: eq(listings.agencyId, request.params.id),
      viewerId: await viewerId(request),
      cappedTotal: true,
    })),
  }));

  route(
    app,
    impressionsContract,
    async (request) => {
      const visitor = { ip: request.ip, userAgent: request.headers['user-agent'], userId: await viewerId(request) };
      return { success: true as const, counted: await countImpressions(db, request.body.ids, visitor) };
    },
    { rateLimit: perMinute(120) },
  );
}
