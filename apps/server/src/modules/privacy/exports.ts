import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  downloadExport,
  pathOf,
  EXPORT_EVERY_HOURS,
  EXPORT_LINK_DAYS,
  EXPORT_NOT_FOUND,
  EXPORT_TOO_SOON,
  routePatterns,
  type DataExport,
} from '@nyumba/domain';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { dataExports } from '../../db/schema-privacy.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { MailSender } from '../../jobs/send-mail.ts';
import { composeMail } from '../mail/index.ts';
import { buildZip } from './export-contents.ts';
import { privacyTexts } from './privacy-texts.ts';

const HOUR_MS = 3_600_000;
type ExportRow = typeof dataExports.$inferSelect;

export interface ExportDeps {
  db: Database;
  store: ImageStore;
  publicUrl: string;
  /** How the "ready" mail leaves; without one it is not sent (the privacy centre still lists it). */
  mailer?: MailSender;
}

/** A row as its owner sees it: the link only once ready and until it expires. */
export function exportAnswer(row: ExportRow, now = new Date()): DataExport {
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expiresAt <= now);
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...(status === 'ready' ? { url: pathOf(downloadExport, { id: row.id }), bytes: row.bytes ?? 0 } : {}),
  };
}

/**
 * Asks for a copy. One at a time and one an hour: each is a ZIP of every photo, and a
 * stolen session asking again and again must not fill the store. The link lasts
 * EXPORT_LINK_DAYS from when it was asked for.
 */
export async function requestExport(db: Database, userId: string, now = new Date()): Promise<ExportRow> {
  return db.transaction(async (tx) => {
    // One person's requests in turn: two taps make one copy.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          ne(dataExports.status, 'failed'),
          gt(dataExports.createdAt, new Date(now.getTime() - EXPORT_EVERY_HOURS * HOUR_MS)),
        ),
      )
      .limit(1);
    if (recent) throw new HttpError(429, EXPORT_TOO_SOON);
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, createdAt: now, expiresAt: new Date(now.getTime() + EXPORT_LINK_DAYS * 24 * HOUR_MS) })
      .returning();
    return row!;
  });
}

export async function exportsOf(db: Database, userId: string): Promise<DataExport[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
  const now = new Date();
  return rows.map((row) => exportAnswer(row, now));
}

const seal = (plain: Uint8Array): { sealed: Buffer; key: string } => {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { sealed: Buffer.concat([cipher.getAuthTag(), body]), key: Buffer.concat([key, iv]).toString('base64') };
};

const unseal = (sealed: Buffer, sealKey: string): Buffer => {
  const material = Buffer.from(sealKey, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', material.subarray(0, 32), material.subarray(32));
  decipher.setAuthTag(sealed.subarray(0, 16));
  return Buffer.concat([decipher.update(sealed.subarray(16)), decipher.final()]);
};

/**
 * Builds one asked-for copy: the ZIP, sealed with a key of its own, put in the store; then
 * its owner hears it is ready. Run by the job (or inline when no engine runs); a copy that
 * is not 'building' any more is left alone, so a retried job does not build it twice.
 */
export async function buildExport(deps: ExportDeps, exportId: string): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'building') return;
  try {
    const { zip } = await buildZip(deps, row.userId);
    const { sealed, key } = seal(zip);
    const storeName = `export-${row.id}.bin`;
    await deps.store.put(storeName, sealed, 'application/octet-stream');
    await deps.db
      .update(dataExports)
      .set({ status: 'ready', readyAt: new Date(), storeName, sealKey: key, bytes: zip.byteLength })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'building')));
  } catch (error) {
    await deps.db
      .update(dataExports)
      .set({ status: 'failed', failure: String((error as Error).message).slice(0, 200) })
      .where(eq(dataExports.id, row.id));
    throw error;
  }
  await tellReady(deps, row.userId);
}

async function tellReady(deps: ExportDeps, userId: string): Promise<void> {
  const [owner] = await deps.db
    .select({ email: users.email, verified: users.emailVerifiedAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!deps.mailer || !owner?.email || !owner.verified) return;
  const texts = privacyTexts(owner.language);
  await deps.mailer(
    composeMail({
      to: owner.email,
      subject: texts.exportReadySubject,
      paragraphs: [texts.exportReady(EXPORT_LINK_DAYS)],
      action: { label: texts.exportReadyAction, url: `${deps.publicUrl}${routePatterns.privacyCentre}` },
      siteUrl: deps.publicUrl,
      language: owner.language,
    }),
  );
}

/** The ZIP of a ready copy, to its owner only, until its link expires. */
export async function exportZip(
  deps: { db: Database; store: ImageStore },
  userId: string,
  exportId: string,
): Promise<Buffer> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
  if (!row || row.status !== 'ready' || row.expiresAt <= new Date() || !row.storeName || !row.sealKey)
    throw notFound(EXPORT_NOT_FOUND);
  const sealed = await deps.store.get(row.storeName);
  if (!sealed) throw notFound(EXPORT_NOT_FOUND);
  return unseal(sealed, row.sealKey);
}

/** Expired copies lose their ZIP and key; the row stays a month as the record that one was given. */
export async function expireExports(deps: { db: Database; store: ImageStore }, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: dataExports.id, storeName: dataExports.storeName })
    .from(dataExports)
    .where(and(lt(dataExports.expiresAt, now), ne(dataExports.status, 'expired')))
    .limit(100);
  for (const row of due) {
    if (row.storeName) await deps.store.delete(row.storeName);
    await deps.db
      .update(dataExports)
      .set({ status: 'expired', storeName: null, sealKey: null })
      .where(eq(dataExports.id, row.id));
  }
  await deps.db.delete(dataExports).where(lt(dataExports.expiresAt, new Date(now.getTime() - 30 * 24 * HOUR_MS)));
  return due.length;
}
