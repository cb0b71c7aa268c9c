import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, variantName, type ImageWidth } from '@nyumba/domain';
import sharp, { type Sharp } from 'sharp';

/** Widths of the WebP variants (shared with the web app's srcsets); a card at 360 px on a 2x phone picks 640. */
export { IMAGE_WIDTHS, variantName };
export const MAX_IMAGE_PIXELS = 40_000_000;

interface ImageVariant {
  name: string;
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  key: string;
  variants: ImageVariant[];
  bytes: number;
}

/**
 * The 640 file is what phones get for a card (a 360 px screen at 2x) and carries
 * the page-weight budget of 35 KB a card photo: drawn at twice the pixel density,
 * its artefacts are half as visible, so it takes a lower quality, and the slower
 * effort 6 saves another 8% on photos. 720 is the listing page's photo on the
 * commonest phones (edge to edge at 360-412 px at 1.75-2x: 630-721 device pixels),
 * dense, so encoded as the 640: about 0.55 times the 960 file's bytes on the page's
 * largest paint. 960 serves the denser screens (2.6x), also lower; before it existed
 * they fetched the 1280 file, about 1.7 times the bytes. 320 is drawn at 1x (small screens, map popups) and 1280 on
 * desktops, where detail shows.
 */
const ENCODING: Record<ImageWidth, { quality: number; effort: number }> = {
  320: { quality: 70, effort: 4 },
  640: { quality: 65, effort: 6 },
  720: { quality: 65, effort: 6 },
  960: { quality: 68, effort: 5 },
  1280: { quality: 75, effort: 4 },
};

/** Decoding refuses more than MAX_IMAGE_PIXELS and stops at the first corrupt byte. */
const decode = (input: Buffer): Sharp => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

/**
 * The card photo's budget (35 KB, kept with a margin): a photo busy with detail (gravel,
 * leaves, a patterned sofa) came out at 37 KB at the 640 width's quality, so that width steps
 * its quality down until it fits, 10 at a time to 35 at the lowest.
 */
export const CARD_PHOTO_BYTES = 34 * 1024;
const BUDGETS: Partial<Record<ImageWidth, number>> = { 640: CARD_PHOTO_BYTES };
const LOWEST_QUALITY = 35;

/** One width of a photo: never upscaled, so a small original keeps its own size at the larger widths. */
async function encodeWidth(image: Sharp, width: ImageWidth): Promise<Buffer> {
  const resized = image.resize({ width, withoutEnlargement: true });
  const encoding = ENCODING[width];
  let data = await resized.clone().webp(encoding).toBuffer();
  const budget = BUDGETS[width];
  for (let quality = encoding.quality - 10; budget && data.length > budget && quality >= LOWEST_QUALITY; quality -= 10)
    data = await resized
      .clone()
      .webp({ ...encoding, quality })
      .toBuffer();
  return data;
}

/**
 * Decodes, auto-rotates and re-encodes to WebP at each width (never upscaled).
 * sharp drops all metadata (EXIF with GPS, XMP, ICC beyond sRGB) unless asked to
 * keep it, so nothing the camera recorded leaves with the photo.
 */
export async function makeVariants(input: Buffer): Promise<ProcessedImage> {
  const key = createHash('sha256').update(input).digest('hex').slice(0, 40);
  const base = decode(input).rotate();
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      name: variantName(key, width),
      width,
      data: await encodeWidth(base.clone(), width),
    })),
  );
  return { key, variants, bytes: variants.reduce((sum, v) => sum + v.data.length, 0) };
}

/**
 * A width added after a photo was stored, made from the photo's largest stored
 * file (the original is not kept). That file is already lossy, but it is at
 * least as large as the new width, so the loss is one more light re-encode.
 */
export function deriveWidth(largest: Buffer, width: ImageWidth): Promise<Buffer> {
  return encodeWidth(decode(largest), width);
}
