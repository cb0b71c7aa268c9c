import { parseImageUrl, type Listing, type ListingBody } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, type ListingRow } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { imageKeysOf, removeUnusedImages } from '../images/cleanup.ts';
import { assertOwnPhotos, FOREIGN_IMAGE } from '../images/ownership.ts';
import type { ImageStore } from '../images/store.ts';
import { toListing, toListingColumns } from './mapper.ts';

export interface ListingDeps {
  db: Database;
  store: ImageStore;
  imageBaseUrl: string;
}

/**
 * Every photo must be one our image service produced, at any width we make: an address
 * on our own image store whose key we have a row for. Anything else (a hotlinked or
 * made-up URL) is refused, so a listing can never show content we did not decode and
 * re-encode; and it must be the lister's own upload, or a photo the listing had already.
 */
async function checkOwnImages(deps: ListingDeps, userId: string, urls: string[], had: string[] = []): Promise<void> {
  const refs = urls.map((url) => parseImageUrl(url, deps.imageBaseUrl));
  if (refs.some((ref) => ref === null)) throw badRequest('image_urls', FOREIGN_IMAGE);
  await assertOwnPhotos(
    deps.db,
    userId,
    refs.map((ref) => ref!.key),
    'image_urls',
    imageKeysOf(had),
  );
}

export async function createListing(deps: ListingDeps, ownerId: string, body: ListingBody): Promise<Listing> {
  await checkOwnImages(deps, ownerId, body.image_urls);
  const [row] = await deps.db
    .insert(listings)
    .values({ ...toListingColumns(body), ownerId })
    .returning();
  return toListing(row!);
}

async function ownedListing(db: Database, id: string, userId: string): Promise<ListingRow> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!row) throw notFound('Listing not found');
  if (row.ownerId !== userId) throw forbidden('You can only change your own listings');
  return row;
}

export async function updateListing(
  deps: ListingDeps,
  id: string,
  userId: string,
  body: ListingBody,
): Promise<Listing> {
  const before = await ownedListing(deps.db, id, userId);
  await checkOwnImages(deps, userId, body.image_urls, before.imageUrls);
  const [row] = await deps.db
    .update(listings)
    .set({ ...toListingColumns(body), updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning();
  const dropped = imageKeysOf(before.imageUrls).filter((key) => !imageKeysOf(body.image_urls).includes(key));
  await removeUnusedImages(deps, dropped, userId);
  return toListing(row!);
}

export async function deleteListing(deps: ListingDeps, id: string, userId: string): Promise<void> {
  const before = await ownedListing(deps.db, id, userId);
  await deps.db.delete(listings).where(eq(listings.id, id));
  await removeUnusedImages(deps, imageKeysOf(before.imageUrls), userId);
}
