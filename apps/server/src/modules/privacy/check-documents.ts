import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CHECK_DOCUMENT_KEEP_DAYS,
  CHECK_DOCUMENT_NOT_FOUND,
  CHECK_DOCUMENT_TYPE_ERROR,
  CHECK_DOCUMENTS_MAX,
  CHECK_DOCUMENTS_TOO_MANY,
  type CheckDocument,
  type CheckDocumentKind,
} from '@nyumba/domain';
import { and, asc, count, eq, inArray, isNull, lt, not, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { checkDocumentReads, checkDocuments } from '../../db/schema-privacy.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { underHold } from './legal-holds.ts';

// Documents uploaded for a check (docs/privacy.md, "Check documents"): sealed with the
// server's documents key before they reach the store (AES-256-GCM), so neither the disk
// nor a bucket ever holds a readable certificate; opened by moderators only, each opening
// recorded; deleted CHECK_DOCUMENT_KEEP_DAYS after the check they were for was decided.

const DAY_MS = 86_400_000;
type DocumentRow = typeof checkDocuments.$inferSelect;

let keyFromFile: Promise<Buffer> | undefined;

/** DOCUMENTS_KEY, else a key kept in DATA_DIR/documents.key (made once, readable by the server only). */
async function documentsKey(config: Pick<Config, 'DOCUMENTS_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.DOCUMENTS_KEY) return Buffer.from(config.DOCUMENTS_KEY, 'base64');
  keyFromFile ??= (async () => {
    const file = path.resolve(config.DATA_DIR, 'documents.key');
    try {
      return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    } catch {
      await mkdir(path.dirname(file), { recursive: true });
      const key = randomBytes(32);
      // 'wx': two servers starting together keep the first one's key.
      await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
      return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    }
  })();
  return keyFromFile;
}

function sealDocument(key: Buffer, data: Buffer): { sealed: Buffer; iv: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(data), cipher.final(), cipher.getAuthTag()]);
  return { sealed, iv: iv.toString('base64') };
}

function openSealed(key: Buffer, sealed: Buffer, iv: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
}

/**
 * What may be kept: a PDF as sent (it is never shown to anyone but a moderator, who gets it
 * as a download), or a photo decoded and re-encoded as JPEG with its metadata (location,
 * camera) dropped. Anything else, whatever it is called, is refused.
 */
async function cleanDocument(data: Buffer): Promise<{ data: Buffer; mime: string }> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!data.subarray(-1024).toString('latin1').includes('%%EOF')) throw new HttpError(415, CHECK_DOCUMENT_TYPE_ERROR);
    return { data, mime: 'application/pdf' };
  }
  try {
    const image = sharp(data, { limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Error('not a photo');
    const jpeg = await image
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { data: jpeg, mime: 'image/jpeg' };
  } catch {
    throw new HttpError(415, CHECK_DOCUMENT_TYPE_ERROR);
  }
}

export function documentAnswer(row: DocumentRow): CheckDocument {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    deleteAfter: row.decidedAt
      ? new Date(row.decidedAt.getTime() + CHECK_DOCUMENT_KEEP_DAYS * DAY_MS).toISOString()
      : null,
  };
}

export interface DocumentDeps {
  db: Database;
  store: ImageStore;
  config: Pick<Config, 'DOCUMENTS_KEY' | 'DATA_DIR'>;
}

export async function storeDocument(
  deps: DocumentDeps,
  userId: string,
  kind: CheckDocumentKind,
  upload: Buffer,
): Promise<DocumentRow> {
  const { data, mime } = await cleanDocument(upload);
  const { sealed, iv } = sealDocument(await documentsKey(deps.config), data);
  return deps.db.transaction(async (tx) => {
    // One person's uploads in turn, so the cap holds against parallel requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(checkDocuments)
      .where(and(eq(checkDocuments.userId, userId), isNull(checkDocuments.deletedAt)));
    if ((held?.n ?? 0) >= CHECK_DOCUMENTS_MAX) throw new HttpError(409, CHECK_DOCUMENTS_TOO_MANY);
    const [row] = await tx.insert(checkDocuments).values({ userId, kind, mime, bytes: data.length, iv }).returning();
    const storeName = `document-${row!.id}.bin`;
    await deps.store.put(storeName, sealed, 'application/octet-stream');
    const [stored] = await tx
      .update(checkDocuments)
      .set({ storeName })
      .where(eq(checkDocuments.id, row!.id))
      .returning();
    return stored!;
  });
}

export async function documentsOf(db: Database, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(checkDocuments)
    .where(and(eq(checkDocuments.userId, userId), isNull(checkDocuments.deletedAt)))
    .orderBy(asc(checkDocuments.createdAt));
}

/** Deletes documents and their sealed bytes: the owner's choice, the retention job, an erased account. */
async function deleteDocuments(deps: Pick<DocumentDeps, 'db' | 'store'>, rows: DocumentRow[]): Promise<void> {
  for (const row of rows) if (row.storeName) await deps.store.delete(row.storeName);
  if (rows.length === 0) return;
  await deps.db
    .update(checkDocuments)
    .set({ storeName: null, deletedAt: new Date() })
    .where(
      inArray(
        checkDocuments.id,
        rows.map((row) => row.id),
      ),
    );
}

export async function deleteOwnDocument(deps: DocumentDeps, userId: string, id: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(checkDocuments)
    .where(and(eq(checkDocuments.id, id), eq(checkDocuments.userId, userId), isNull(checkDocuments.deletedAt)));
  if (!row) throw notFound(CHECK_DOCUMENT_NOT_FOUND);
  await deleteDocuments(deps, [row]);
}

/** A moderator opens one: the reading is recorded before the bytes leave. */
export async function openDocument(
  deps: DocumentDeps,
  moderatorId: string,
  id: string,
): Promise<{ row: DocumentRow; data: Buffer }> {
  const [row] = await deps.db
    .select()
    .from(checkDocuments)
    .where(and(eq(checkDocuments.id, id), isNull(checkDocuments.deletedAt)));
  const sealed = row?.storeName ? await deps.store.get(row.storeName) : undefined;
  if (!row || !sealed) throw notFound(CHECK_DOCUMENT_NOT_FOUND);
  await deps.db.insert(checkDocumentReads).values({ documentId: row.id, moderatorId });
  return { row, data: openSealed(await documentsKey(deps.config), sealed, row.iv) };
}

/** An account's documents for a moderator, each with who opened it and when. */
export async function documentsForModerator(db: Database, userId: string) {
  const rows = await documentsOf(db, userId);
  const reads = rows.length
    ? await db
        .select({ documentId: checkDocumentReads.documentId, at: checkDocumentReads.readAt, moderator: users.username })
        .from(checkDocumentReads)
        .leftJoin(users, eq(users.id, checkDocumentReads.moderatorId))
        .where(
          inArray(
            checkDocumentReads.documentId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(checkDocumentReads.readAt))
    : [];
  return rows.map((row) => ({
    ...documentAnswer(row),
    reads: reads
      .filter((read) => read.documentId === row.id)
      .map((read) => ({ moderator: read.moderator, at: read.at.toISOString() })),
  }));
}

/** The retention job's part: documents whose check was decided more than 30 days ago. */
export async function pruneDecidedDocuments(
  deps: Pick<DocumentDeps, 'db' | 'store'>,
  now = new Date(),
): Promise<number> {
  const due = await deps.db
    .select()
    .from(checkDocuments)
    .where(
      and(
        isNull(checkDocuments.deletedAt),
        lt(checkDocuments.decidedAt, new Date(now.getTime() - CHECK_DOCUMENT_KEEP_DAYS * DAY_MS)),
        // An account under a legal hold keeps everything until the hold is lifted.
        not(underHold(sql`${checkDocuments.userId}`)),
      ),
    )
    .limit(500);
  await deleteDocuments(deps, due);
  return due.length;
}
