import { LARGEST_IMAGE_WIDTH, previewStoreName, variantName } from '@nyumba/domain';
import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import { makeMissingWidth } from './backfill.ts';
import type { ImageStore } from './store.ts';

/** Link previews: JPEG (some messengers show no WebP preview) at the 1.91:1 size they crop to. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const inFlight = new Map<string, Promise<Buffer | undefined>>();

/**
 * A photo's link-preview JPEG, made from its largest WebP on first request and kept in
 * the image store; undefined when there is no such photo. Concurrent first requests share
 * one encoding.
 */
export function previewImage(deps: { db: Database; store: ImageStore }, key: string): Promise<Buffer | undefined> {
  const name = previewStoreName(key);
  const pending = inFlight.get(name);
  if (pending) return pending;
  const work = (async () => {
    const kept = await deps.store.get(name);
    if (kept) return kept;
    const largest = variantName(key, LARGEST_IMAGE_WIDTH);
    const source = (await deps.store.get(largest)) ?? (await makeMissingWidth(deps, largest));
    if (!source) return undefined;
    const data = await sharp(source)
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    await deps.store.put(name, data, 'image/jpeg');
    return data;
  })().finally(() => inFlight.delete(name));
  inFlight.set(name, work);
  return work;
}
