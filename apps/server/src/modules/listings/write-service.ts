import type { Listing, ListingBody } from '@nyumba/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { images, listings, type ListingRow } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors.ts';
import { imageKeysOf, removeUnusedImages } from '../images/cleanup.ts';
import type { ImageStore } from '../images/store.ts';
import { toListing, toListingColumns } from './mapper.ts';

export interface ListingDeps {
  db: Database;
  store: ImageStore;
  imageBaseUrl: string;
}

const FOREIGN_IMAGE = 'Photos must be uploaded to Nyumba first';

/**
 * Every photo must be one our image service produced: an address on our own image
 * store whose key we have a row for. Anything else (a hotlinked or made-up URL) is
 * refused, so a listing can never show content we did not decode and re-encode.
 */
async function checkOwnImages(deps: ListingDeps, urls: string[]): Promise<void> {
  const pattern = new RegExp(`^${escapeRegExp(deps.imageBaseUrl)}/images/([a-f0-9]{40})-(320|640|1280)\\.webp$`);
  const keys = urls.map((url) => pattern.exec(url)?.[1]);
  if (keys.some((key) => key === undefined)) throw badRequest('image_urls', FOREIGN_IMAGE);
  const found = await deps.db
    .select({ key: images.key })
    .from(images)
    .where(inArray(images.key, keys as string[]));
  if (found.length !== new Set(keys).size) throw badRequest('image_urls', FOREIGN_IMAGE);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function createListing(deps: ListingDeps, ownerId: string, body: ListingBody): Promise<Listing> {
  await checkOwnImages(deps, body.image_urls);
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
  await checkOwnImages(deps, body.image_urls);
  const [row] = await deps.db
    .update(listings)
    .set({ ...toListingColumns(body), updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning();
  const dropped = imageKeysOf(before.imageUrls).filter((key) => !imageKeysOf(body.image_urls).includes(key));
  await removeUnusedImages(deps, dropped);
  return toListing(row!);
}

export async function deleteListing(deps: ListingDeps, id: string, userId: string): Promise<void> {
  const before = await ownedListing(deps.db, id, userId);
  await deps.db.delete(listings).where(eq(listings.id, id));
  await removeUnusedImages(deps, imageKeysOf(before.imageUrls));
}
