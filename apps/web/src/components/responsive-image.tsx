import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageVariant, isStoreImage, type ImageWidth } from '../lib/images';
import { useDataSaver } from '../lib/data-saver';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'decoding'> & {
  src: string;
  alt: string;
  /** Layout width hint, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  /** Above the fold: load at once and ask for it early instead of lazily. */
  priority?: boolean;
  /** The widest file this place may ever fetch (listing cards: 640). */
  maxWidth?: ImageWidth;
};

/** A store photo with a srcset so small screens fetch small files. */
export function ResponsiveImage({ src, alt, sizes = '100vw', priority = false, maxWidth: widest, ...rest }: Props) {
  // Saving data, every photo comes in the smallest file (320 px), whatever the screen.
  const maxWidth = useDataSaver() ? 320 : widest;
  const srcSet = imageSrcSet(src, maxWidth);
  // The fallback file is capped too, should a browser fall back to it.
  const file = maxWidth && isStoreImage(src) ? imageVariant(src, maxWidth) : src;
  return (
    <img
      {...rest}
      src={file}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
