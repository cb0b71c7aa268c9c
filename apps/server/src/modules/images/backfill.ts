import { and, eq, notInArray, sql } from 'drizzle-orm';
import { IMAGE_WIDTHS, isImageWidth, LARGEST_IMAGE_WIDTH, parseVariantName, type ImageWidth } from '@nyumba/domain';
import type { Database } from '../../db/database.ts';
import { images } from '../../db/schema-images.ts';
import type { ImageStore } from './store.ts';
import { deriveWidth, variantName } from './variants.ts';

/*
 * A width added to IMAGE_WIDTHS (960 came after the first uploads) has no file for
 * the photos stored before it, yet every srcset names it. The server fills the gap
 * twice over: a background pass at start writes the missing files for the whole
 * library, and until it has reached a photo, the image route makes the missing
 * file the first time somebody asks for it.
 */

const LARGEST = LARGEST_IMAGE_WIDTH;

interface Deps {
  db: Database;
  store: ImageStore;
}

/** Writes one missing width of a photo from its largest file; undefined when that file is gone too. */
async function writeWidth(store: ImageStore, key: string, width: ImageWidth): Promise<Buffer | undefined> {
  const largest = await store.get(variantName(key, LARGEST));
  if (!largest) return undefined;
  const data = await deriveWidth(largest, width);
  await store.put(variantName(key, width), data, 'image/webp');
  return data;
}

// Several visitors of a listing page ask for the same missing file at once; it is made once.
const inFlight = new Map<string, Promise<Buffer | undefined>>();

/**
 * The file for `name` when it is a width the photo was stored without: made now
 * and kept. Undefined for anything else (an unknown photo, a width we never make,
 * the largest file itself), so a made-up name costs one indexed read.
 */
export function makeMissingWidth(deps: Deps, name: string): Promise<Buffer | undefined> {
  const ref = parseVariantName(name);
  if (!ref || ref.width === LARGEST || !isImageWidth(ref.width)) return Promise.resolve(undefined);
  const { key, width } = ref as { key: string; width: ImageWidth };
  const pending = inFlight.get(name);
  if (pending) return pending;
  const work = (async () => {
    const [row] = await deps.db.select({ widths: images.widths }).from(images).where(eq(images.key, key));
    // A row that lists the width had its file deleted on purpose (or lost): not ours to remake.
    if (!row || row.widths.includes(width)) return undefined;
    return writeWidth(deps.store, key, width);
  })().finally(() => inFlight.delete(name));
  inFlight.set(name, work);
  return work;
}

/**
 * Writes every missing width of every stored photo, one photo at a time so that a
 * server starting on a large library keeps answering. Idempotent and safe to run
 * on several servers at once (the same bytes land under the same name). Returns
 * how many photos it completed; a photo whose largest file is missing is reported
 * to `onSkip` and left as it is.
 */
export async function backfillImageWidths(
  deps: Deps,
  onSkip: (key: string, reason: unknown) => void = () => {},
): Promise<number> {
  const complete = sql`${images.widths} @> ${sql.param([...IMAGE_WIDTHS])}::int[]`;
  const skipped = new Set<string>();
  let completed = 0;
  for (;;) {
    const rows = await deps.db
      .select({ key: images.key, widths: images.widths })
      .from(images)
      .where(and(sql`NOT ${complete}`, skipped.size > 0 ? notInArray(images.key, [...skipped]) : undefined))
      .limit(100);
    if (rows.length === 0) return completed;
    for (const row of rows) {
      try {
        let added = 0;
        for (const width of IMAGE_WIDTHS.filter((w) => !row.widths.includes(w))) {
          const data = await writeWidth(deps.store, row.key, width);
          if (!data) throw new Error(`its ${LARGEST} px file is missing`);
          added += data.length;
        }
        await deps.db
          .update(images)
          .set({ widths: sql`${sql.param([...IMAGE_WIDTHS])}::int[]`, bytes: sql`${images.bytes} + ${added}` })
          .where(eq(images.key, row.key));
        completed += 1;
      } catch (error) {
        skipped.add(row.key);
        onSkip(row.key, error);
      }
    }
  }
}
