import multipart from '@fastify/multipart';
import {
  CHECK_DOCUMENT_DELETED,
  CHECK_DOCUMENT_KIND_ERROR,
  CHECK_DOCUMENT_MAX_BYTES,
  CHECK_DOCUMENT_SAVED,
  CHECK_DOCUMENT_TOO_BIG,
  CHECK_DOCUMENT_TYPE_ERROR,
  CHECK_DOCUMENT_KINDS,
  deleteCheckDocument,
  myCheckDocuments,
  openCheckDocument,
  uploadCheckDocument,
  userCheckDocuments,
  type CheckDocumentKind,
} from '@nyumba/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { accountKey } from '../../plugins/rate-limit.ts';
import { PRIVATE_NO_STORE, requireModerator, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import {
  deleteOwnDocument,
  documentAnswer,
  documentsForModerator,
  documentsOf,
  openDocument,
  storeDocument,
} from './check-documents.ts';

const SEND_AS_MULTIPART = 'Send the document as multipart/form-data: the field "kind", then the field "file"';

/** The kind and the file of a multipart upload, whichever order the fields come in. */
async function readDocumentUpload(request: FastifyRequest): Promise<{ kind: CheckDocumentKind; data: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, SEND_AS_MULTIPART);
  let kind: unknown;
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'kind') kind = part.value;
      else if (part.type === 'file' && part.fieldname === 'file') data = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, CHECK_DOCUMENT_TOO_BIG, { file: CHECK_DOCUMENT_TOO_BIG });
    }
    throw new HttpError(400, SEND_AS_MULTIPART, { file: CHECK_DOCUMENT_TYPE_ERROR });
  }
  if (!(CHECK_DOCUMENT_KINDS as readonly unknown[]).includes(kind)) {
    throw new HttpError(400, CHECK_DOCUMENT_KIND_ERROR, { kind: CHECK_DOCUMENT_KIND_ERROR });
  }
  if (!data || data.length === 0)
    throw new HttpError(400, CHECK_DOCUMENT_TYPE_ERROR, { file: CHECK_DOCUMENT_TYPE_ERROR });
  return { kind: kind as CheckDocumentKind, data };
}

/**
 * Documents for a check (docs/privacy.md, "Check documents"). Its own plugin: multipart is
 * registered here with the document's own limits, apart from the photos'.
 */
export async function checkDocumentRoutes(app: AppInstance): Promise<void> {
  const { db, store, config } = app.deps;
  const deps = { db, store, config };
  await app.register(multipart, { limits: { fileSize: CHECK_DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  route(
    app,
    uploadCheckDocument,
    async (request, reply) => {
      const user = await requireUser(request);
      const { kind, data } = await readDocumentUpload(request);
      const row = await storeDocument(deps, user.id, kind, data);
      reply.code(201);
      return { success: true as const, message: CHECK_DOCUMENT_SAVED, document: documentAnswer(row) };
    },
    // Each is decoded and re-encoded: an account gets what a few certificates need, not a flood.
    { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: accountKey } },
  );

  route(app, myCheckDocuments, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return { success: true as const, documents: (await documentsOf(db, user.id)).map(documentAnswer) };
  });

  route(app, deleteCheckDocument, async (request) => {
    const user = await requireUser(request);
    await deleteOwnDocument(deps, user.id, request.params.id);
    return { success: true, message: CHECK_DOCUMENT_DELETED };
  });

  route(app, userCheckDocuments, async (request, reply) => {
    await requireModerator(request, config);
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return { success: true as const, documents: await documentsForModerator(db, request.params.id) };
  });

  route(app, openCheckDocument, async (request, reply) => {
    const moderator = await requireModerator(request, config);
    const { row, data } = await openDocument(deps, moderator.user.id, request.params.id);
    const extension = row.mime === 'application/pdf' ? 'pdf' : 'jpg';
    // A download in a sandbox: a PDF's scripts or a crafted file never run as this site.
    return reply
      .header('Cache-Control', PRIVATE_NO_STORE)
      .header('Content-Security-Policy', "sandbox; default-src 'none'")
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `attachment; filename="${row.kind}-${row.id.slice(0, 8)}.${extension}"`)
      .type(row.mime)
      .send(data);
  });
}
