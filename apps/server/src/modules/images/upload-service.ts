import { imageUrl, LARGEST_IMAGE_WIDTH } from '@nyumba/domain';
import sharp, { type Metadata } from 'sharp';
import type { Database } from '../../db/database.ts';
import { images } from '../../db/schema-images.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { recordUpload } from './ownership.ts';
import { photoFacts, storePhotoFacts } from './photo-facts.ts';
import { photoPrint, storePhotoPrint } from '../shield/index.ts';
import type { ImageStore } from './store.ts';
import { makeVariants, MAX_IMAGE_PIXELS, IMAGE_WIDTHS } from './variants.ts';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP and AVIF photos can be uploaded';
const UNREADABLE_IMAGE = 'This file is not a photo we can read; it may be damaged or incomplete';
const TOO_MANY_PIXELS = 'This photo is too large: at most 40 megapixels';

/**
 * The type is decided by decoding the bytes, never by the file name or the declared
 * MIME type: a script renamed .jpg is not a JPEG. AVIF arrives as HEIF with AV1
 * compression; HEIC (HEVC) and everything else is refused.
 */
async function checkImage(data: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, UNSUPPORTED_IMAGE);
  }
  const accepted =
    meta.format === 'jpeg' ||
    meta.format === 'png' ||
    meta.format === 'webp' ||
    (meta.format === 'heif' && meta.compression === 'av1');
  if (!accepted) throw new HttpError(415, UNSUPPORTED_IMAGE);
  // Checked from the header before any pixel is decoded, so a tiny file that
  // claims to be 100,000 × 100,000 (a decompression bomb) costs nothing.
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw new HttpError(422, UNREADABLE_IMAGE);
  if (width * height > MAX_IMAGE_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  return meta;
}

export interface StoredImage {
  key: string;
  url: string;
}

export async function storeUpload(
  deps: { db: Database; store: ImageStore; imageBaseUrl: string },
  ownerId: string,
  data: Buffer,
): Promise<StoredImage> {
  const meta = await checkImage(data);
  let processed;
  try {
    processed = await makeVariants(data);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Truncated or corrupt pixel data only shows up while decoding.
    throw new HttpError(422, UNREADABLE_IMAGE);
  }
  for (const variant of processed.variants) await deps.store.put(variant.name, variant.data, 'image/webp');
  await deps.db
    .insert(images)
    .values({ key: processed.key, ownerId, widths: [...IMAGE_WIDTHS], bytes: processed.bytes })
    .onConflictDoNothing();
  // What the file was, before its metadata is gone: a copy claim's evidence (photo-facts.ts).
  await storePhotoFacts(deps.db, processed.key, photoFacts(data, meta));
  // Stored once per content, but it is this uploader's photo too.
  await recordUpload(deps.db, processed.key, ownerId);
  // Its perceptual hashes, from the 640 px copy just made rather than a second decode of
  // the original (up to 40 megapixels): a listing showing it is compared with other listers'.
  const small = processed.variants.find((variant) => variant.width === 640) ?? processed.variants[0]!;
  await storePhotoPrint(deps.db, processed.key, await photoPrint(small.data));
  return { key: processed.key, url: imageUrl(deps.imageBaseUrl, processed.key, LARGEST_IMAGE_WIDTH) };
}
