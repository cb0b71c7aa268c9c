/**
 * Our image store keeps every photo as WebP at a few widths under one
 * content-hashed name: `{base}/images/{40 hex}-{width}.webp`. Building a srcset
 * from any of them lets a 360 px phone download the 640 px file instead of 1280.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const VARIANT_PATTERN = /(\/images\/[a-f0-9]{40})-(\d{2,4})\.webp$/;

export function isStoreImage(url: string): boolean {
  return VARIANT_PATTERN.test(url);
}

/** The same photo at another width; other addresses are returned unchanged. */
export function imageVariant(url: string, width: ImageWidth): string {
  return url.replace(VARIANT_PATTERN, `$1-${width}.webp`);
}

/** `srcset` for a store image, or undefined for an address we know nothing about. */
export function imageSrcSet(url: string): string | undefined {
  if (!isStoreImage(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariant(url, width)} ${width}w`).join(', ');
}
