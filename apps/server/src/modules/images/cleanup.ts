import { IMAGES_PATH, imageKeysIn } from '@nyumba/domain';
import { and, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { images } from '../../db/schema.ts';
import { previewName } from './preview-image.ts';
import type { ImageStore } from './store.ts';
import { IMAGE_WIDTHS, variantName } from './variants.ts';

/** The image keys named by a set of URLs (or any text holding them, like post HTML). */
export const imageKeysOf = imageKeysIn;

// `%/images/{key}-%`: any width of the photo, under any base address.
const named = (column: SQL, key: SQL) => sql`${column} LIKE '%' || ${IMAGES_PATH} || ${key} || '-%'`;

// A photo can be shared between listings and posts (same content, same key), so
// every reference is checked before deleting. Runs on deletes and the sweep only.
const isUsed = (key: SQL) => sql`(
  EXISTS (SELECT 1 FROM listings l, unnest(l.image_urls) u WHERE ${named(sql`u`, key)})
  OR EXISTS (SELECT 1 FROM posts p WHERE ${named(sql`p.image`, key)} OR ${named(sql`p.content`, key)}))`;

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
    await deps.store.delete(previewName(key));
  }
  return unused.length;
}

/**
 * Uploads that never ended up in a listing or post (the form was abandoned) are
 * deleted once they are a day old: long enough for a slow lister to finish.
 */
export async function sweepOrphanImages(
  deps: { db: Database; store: ImageStore },
  olderThanMs = 86_400_000,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  let removed = 0;
  for (;;) {
    const orphans = await deps.db
      .select({ key: images.key })
      .from(images)
      .where(and(lt(images.createdAt, cutoff), not(isUsed(sql`${images.key}`))))
      .limit(500);
    if (orphans.length === 0) return removed;
    removed += await removeUnusedImages(
      deps,
      orphans.map((o) => o.key),
    );
  }
}
