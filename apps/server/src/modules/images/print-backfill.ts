import { COPY_HELD_REASON } from '@nyumba/domain';
import { and, asc, eq, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { images } from '../../db/schema-images.ts';
import { photoProbes } from '../../db/schema-shield.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { photoPrint, PRINT_VERSION, storePhotoPrint } from '../shield/index.ts';
import { variantName } from './variants.ts';

/** The width a print is made from, as at upload (upload-service.ts). */
const PRINT_WIDTH = 640;

interface Deps {
  db: Database;
  store: ImageStore;
}

/**
 * Prints every stored photo that has no print of the current method (PRINT_VERSION): the
 * photos from before copies were printed this way, read back from the image store. One
 * photo at a time, so a server starting on a large library keeps answering; safe on several
 * servers at once (a print is the same wherever it is made). Returns how many it printed;
 * a photo whose file is gone is reported to `onSkip` and left.
 */
export async function backfillPhotoPrints(
  deps: Deps,
  onSkip: (key: string, reason: unknown) => void = () => {},
): Promise<number> {
  const skipped = new Set<string>();
  let printed = 0;
  for (;;) {
    const rows = await deps.db
      .select({ key: images.key })
      .from(images)
      .leftJoin(photoProbes, eq(photoProbes.imageKey, images.key))
      .where(
        and(
          or(isNull(photoProbes.imageKey), ne(photoProbes.version, PRINT_VERSION)),
          skipped.size > 0 ? notInArray(images.key, [...skipped]) : undefined,
        ),
      )
      .limit(100);
    if (rows.length === 0) return printed;
    for (const { key } of rows) {
      try {
        const file = await deps.store.get(variantName(key, PRINT_WIDTH));
        if (!file) throw new Error('its file is missing');
        await storePhotoPrint(deps.db, key, await photoPrint(file));
        printed += 1;
      } catch (error) {
        skipped.add(key);
        onSkip(key, error);
      }
    }
  }
}

/**
 * Listings held for copies, for the copy check to decide again (after a reprint, or once
 * the precedence rules came in, which freed originals an older rule had held). Oldest first:
 * an original freed first is then there to hold the later copies it was held beside.
 */
export async function heldForCopies(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.moderation, 'hidden'), eq(listings.moderationReason, COPY_HELD_REASON)))
    .orderBy(asc(listings.createdAt), asc(listings.id));
  return rows.map((row) => row.id);
}
