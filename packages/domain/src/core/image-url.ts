/**
 * The one description of our image addresses. Every photo is stored as WebP at a few
 * widths under a content-hashed key: `{base}/images/{key}-{width}.webp`, where key is
 * 40 lowercase hex digits and base is the image store's public address ('' when this
 * server serves them). Everything that builds, reads or recognises such an address,
 * on the server and in the browser, goes through here.
 */
export const IMAGE_WIDTHS = [320, 640, 720, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width new uploads are answered with, and the one missing widths are made from. */
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1280;
export const IMAGES_PATH = '/images/';

const KEY = '[a-f0-9]{40}';
// Names of any width (a width we do not make is simply not found); addresses only of ours.
const NAME = new RegExp(`^(${KEY})-(\\d{2,4})\\.webp$`);
const VARIANT_AT_END = new RegExp(`(${IMAGES_PATH}${KEY})-(\\d{2,4})\\.webp$`);
const VARIANT_ANYWHERE = new RegExp(`${IMAGES_PATH}(${KEY})-(\\d{2,4})\\.webp`, 'g');

export interface ImageRef {
  key: string;
  width: number;
}

export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

/** `{key}-{width}.webp`: the file name in the store. */
export function variantName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** The address of one width of a stored photo, under the store's base address. */
export function imageUrl(base: string, key: string, width: ImageWidth): string {
  return `${base}${IMAGES_PATH}${variantName(key, width)}`;
}

/**
 * Link previews: one JPEG per photo (messengers show no WebP preview), served at
 * `/images/preview/{key}.jpg` by this server and kept in the store as `{key}-og.jpg`.
 */
export const PREVIEW_PATH = `${IMAGES_PATH}preview/`;
const PREVIEW_NAME = new RegExp(`^(${KEY})\\.jpg$`);

/** `{key}.jpg`, the preview's name in its address. */
export const previewFileName = (key: string) => `${key}.jpg`;

/** The preview's address under this server's public address (PUBLIC_URL, or '' for a path). */
export const previewImageUrl = (origin: string, key: string) => `${origin}${PREVIEW_PATH}${previewFileName(key)}`;

/** The preview's file name in the image store. */
export const previewStoreName = (key: string) => `${key}-og.jpg`;

/** The photo key a preview name (`{key}.jpg`) names, or null. */
export function parsePreviewName(name: string): string | null {
  return PREVIEW_NAME.exec(name)?.[1] ?? null;
}

/** A file name of the store's shape, or null. */
export function parseVariantName(name: string): ImageRef | null {
  const match = NAME.exec(name);
  return match ? { key: match[1]!, width: Number(match[2]) } : null;
}

/**
 * The photo an address names, when it is exactly one of ours: `base`, then the images
 * path, then a name of a width we make. Look-alikes (another host, another width,
 * anything before or after) are null.
 */
export function parseImageUrl(url: string, base = ''): ImageRef | null {
  if (!url.startsWith(`${base}${IMAGES_PATH}`)) return null;
  const ref = parseVariantName(url.slice(base.length + IMAGES_PATH.length));
  return ref && isImageWidth(ref.width) ? ref : null;
}

/**
 * What is stored for one of our photos: its base-free path, `/images/{key}-{width}.webp`.
 * The image store's public address (IMAGE_BASE_URL, a CDN) is added when answering
 * (servedImageUrl), so changing it changes nothing stored.
 */
export function storedImagePath(ref: ImageRef): string {
  return `${IMAGES_PATH}${variantName(ref.key, ref.width)}`;
}

/** A stored address as served: our photos under the store's current base; any other address as it is. */
export function servedImageUrl(base: string, stored: string): string {
  return base && stored.startsWith(IMAGES_PATH) ? `${base}${stored}` : stored;
}

/**
 * The photo an address names by its file alone, whatever host or base precedes it (an
 * address served under an earlier IMAGE_BASE_URL, say). Only for photos the caller has
 * already proven are theirs: what is stored is the path, never the host.
 */
export function parseImageFile(url: string): ImageRef | null {
  const match = VARIANT_AT_END.exec(url);
  if (!match) return null;
  const ref = parseVariantName(url.slice(url.lastIndexOf('/') + 1));
  return ref && isImageWidth(ref.width) ? ref : null;
}

/** Whether an address (whatever its host) ends in one of our photo files, so it has other widths. */
export function isStoreImage(url: string): boolean {
  return VARIANT_AT_END.test(url);
}

/** The same photo at another width; other addresses are returned unchanged. */
export function imageVariant(url: string, width: ImageWidth): string {
  return url.replace(VARIANT_AT_END, (_match, path: string) => `${path}-${width}.webp`);
}

/** The photo keys named anywhere in some texts (addresses, post HTML), each once. */
export function imageKeysIn(texts: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(VARIANT_ANYWHERE)) keys.add(match[1]!);
  }
  return [...keys];
}
