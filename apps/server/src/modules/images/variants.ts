import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Widths of the WebP variants; a card at 360 px on a 2x phone picks 640. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageVariant {
  name: string;
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  key: string;
  variants: ImageVariant[];
  bytes: number;
}

export function variantName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/**
 * Decodes, auto-rotates and re-encodes to WebP at each width (never upscaled).
 * sharp drops all metadata (EXIF with GPS, XMP, ICC beyond sRGB) unless asked to
 * keep it, so nothing the camera recorded leaves with the photo.
 */
export async function makeVariants(input: Buffer): Promise<ProcessedImage> {
  const key = createHash('sha256').update(input).digest('hex').slice(0, 40);
  const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      name: variantName(key, width),
      width,
      data: await base
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: width <= 320 ? 70 : 75, effort: 4 })
        .toBuffer(),
    })),
  );
  return { key, variants, bytes: variants.reduce((sum, v) => sum + v.data.length, 0) };
}
