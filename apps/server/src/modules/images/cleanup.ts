import { imageKeysIn, previewStoreName } from '@nyumba/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { images } from '../../db/schema-images.ts';
import type { ImageStore } from './store.ts';
import { IMAGE_WIDTHS, variantName } from './variants.ts';

/** The image keys named by a set of URLs (or any text holding them, like post HTML). */
export const imageKeysOf = imageKeysIn;

// A photo can be shared between listings, posts and avatars (same content, same key),
// so every reference is checked before deleting: one index lookup in image_refs, which
// triggers keep from the stored addresses (drizzle/0010).
const isUsed = (key: SQL) => sql`EXISTS (SELECT 1 FROM image_refs r WHERE r.image_key = ${key})`;

/**
 * Keys among `keys` that some listing or post still shows, or, when someone (`actor`)
 * lets go of them, that somebody else uploaded too: theirs may be on a form not yet sent.
 */
async function keysStillUsed(db: Database, keys: string[], actor?: string): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const othersUploaded = actor
    ? sql`OR EXISTS (SELECT 1 FROM image_uploads x WHERE x.image_key = k.key AND x.user_id <> ${actor})`
    : sql``;
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT k.key FROM unnest(${sql.param(keys)}::text[]) AS k(key) WHERE ${isUsed(sql`k.key`)} ${othersUploaded}`,
  );
  return new Set(rows.map((r) => r.key));
}

/** Deletes the images among `keys` that nothing uses any more; returns how many went. */
export async function removeUnusedImages(
  deps: { db: Database; store: ImageStore },
  keys: string[],
  actor?: string,
): Promise<number> {
  const used = await keysStillUsed(deps.db, keys, actor);
  const unused = keys.filter((key) => !used.has(key));
  if (unused.length === 0) return 0;
  // Rows first: once the row is gone no new listing can pick the image up, and a
  // crash between the two steps leaves only files, which the sweep cannot see but
  // cost nothing but disk.
  await deps.db.delete(images).where(inArray(images.key, unused));
  for (const key of unused) {
    for (const width of IMAGE_WIDTHS) await deps.store.delete(variantName(key, width));
    await deps.store.delete(previewStoreName(key));
  }
  return unused.length;
}

/** Uploads looked at per sweep step. */
const SWEEP_BATCH = 2000;

/**
 * Uploads that never ended up in a listing or post (the form was abandoned) are
 * deleted once they are a day old: long enough for a slow lister to finish. Only
 * uploads of the `windowMs` before that are looked at (an index range, not every photo
 * ever stored): a photo a listing or post lets go of later is deleted right then
 * (removeUnusedImages), so older orphans do not arise. The sweep runs every few hours,
 * so a week's window covers many missed runs.
 */
export async function sweepOrphanImages(
  deps: { db: Database; store: ImageStore },
  olderThanMs = 86_400_000,
  windowMs = 7 * 86_400_000,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  let after = { at: new Date(cutoff.getTime() - windowMs), key: '' };
  let removed = 0;
  // Batches of uploads in upload order (an index range), each checked against image_refs
  // by index: a batch costs the same at a thousand photos as at millions.
  for (;;) {
    const batch = await queryRows<{ key: string; at: Date | string }>(
      deps.db,
      sql`SELECT key, created_at AS at FROM images
          WHERE created_at >= ${after.at.toISOString()}::timestamptz AND created_at < ${cutoff.toISOString()}::timestamptz
            AND (created_at, key) > (${after.at.toISOString()}::timestamptz, ${after.key})
          ORDER BY created_at, key LIMIT ${SWEEP_BATCH}`,
    );
    if (batch.length === 0) return removed;
    removed += await removeUnusedImages(
      deps,
      batch.map((row) => row.key),
    );
    const last = batch.at(-1)!;
    after = { at: new Date(last.at), key: last.key };
  }
}
