import { parseImageUrl, storedImagePath } from '@nyumba/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { imageUploads, images } from '../../db/schema-images.ts';
import { badRequest } from '../../lib/http-errors.ts';

export const FOREIGN_IMAGE = 'Photos must be uploaded to Nyumba first';
export const NOT_YOUR_PHOTO = 'You can only use photos you uploaded yourself';

/** Records that `userId` uploaded the image `key` (the same photo may be uploaded by many). */
export async function recordUpload(db: Database, key: string, userId: string): Promise<void> {
  await db.insert(imageUploads).values({ imageKey: key, userId }).onConflictDoNothing();
}

/** The images among `keys` that `userId` uploaded. */
export async function uploadedBy(db: Database, userId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: imageUploads.imageKey })
    .from(imageUploads)
    .where(and(eq(imageUploads.userId, userId), inArray(imageUploads.imageKey, [...keys])));
  return new Set(rows.map((row) => row.key));
}

/**
 * Photos belong to whoever uploaded them: a listing, post or avatar may show only the
 * caller's own uploads, or photos it already showed (`already`: a listing keeps what
 * it had). Refused with a message on `field`: a photo we never stored, or someone else's.
 */
export async function assertOwnPhotos(
  db: Database,
  userId: string,
  keys: readonly string[],
  field: string,
  already: readonly string[] = [],
): Promise<void> {
  const wanted = [...new Set(keys)].filter((key) => !already.includes(key));
  const mine = await uploadedBy(db, userId, wanted);
  const others = wanted.filter((key) => !mine.has(key));
  if (others.length === 0) return;
  const stored = await db.select({ key: images.key }).from(images).where(inArray(images.key, others));
  throw badRequest(field, stored.length === others.length ? NOT_YOUR_PHOTO : FOREIGN_IMAGE);
}

/**
 * Photo addresses as a client sent them (served, with or without the image base), each one
 * the caller uploaded, as the stored paths to keep: an address that is not one of ours is
 * refused with `notOurs` on `field`, someone else's photo as assertOwnPhotos says.
 */
export async function ownPhotoPaths(
  db: Database,
  imageBaseUrl: string,
  userId: string,
  urls: readonly string[],
  field: string,
  notOurs: string,
): Promise<string[]> {
  const refs = urls.map((url) => parseImageUrl(url, imageBaseUrl) ?? parseImageUrl(url, ''));
  if (refs.some((ref) => !ref)) throw badRequest(field, notOurs);
  await assertOwnPhotos(
    db,
    userId,
    refs.map((ref) => ref!.key),
    field,
  );
  return refs.map((ref) => storedImagePath(ref!));
}
