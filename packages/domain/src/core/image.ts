import { IMAGE_WIDTHS, imageVariant, isStoreImage, type ImageWidth } from './image-url.ts';

// The web app and the server's page shells build the same `srcset` and `sizes` from
// here, so a preload in the HTML is the file the page then shows.

/** `srcset` for a store image, or undefined for an address we know nothing about. */
export function imageSrcSet(url: string, maxWidth?: ImageWidth): string | undefined {
  if (!isStoreImage(url)) return undefined;
  return IMAGE_WIDTHS.filter((width) => maxWidth === undefined || width <= maxWidth)
    .map((width) => `${imageVariant(url, width)} ${width}w`)
    .join(', ');
}

// Chrome takes the first file at least (sizes × device pixel ratio) wide, and our
// files step by 1.33× to 2×: a slot a few pixels wider than the 640 file (a 328 px
// card on a 360 px phone at 2×) would fetch the 960 one, over twice the pixels for
// no visible gain. So every `sizes` claims 95% of its slot: a file up to 5% short is
// kept (invisible at phone densities); a real shortfall still gets the larger file.
const slot = (width: string) => `calc((${width}) * 0.95)`;

/** `sizes` of the photos drawn at each place, from the layouts that draw them. */
export const PHOTO_SIZES = {
  /**
   * A card in a page grid (.page-container: 1024 px at most, 16 px padding;
   * grid gap 20 px): one column on phones, two from 640 px, three from 1024 px.
   */
  cardGrid: `(min-width: 1024px) 301px, (min-width: 640px) ${slot('50vw - 26px')}, ${slot('100vw - 32px')}`,
  /** The listing page's photo: edge to edge on phones, then inside a 768 px column. */
  listingHero: `(min-width: 768px) 700px, (min-width: 640px) ${slot('100vw - 32px')}, ${slot('100vw')}`,
} as const;
