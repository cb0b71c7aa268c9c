import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '../lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'decoding'> & {
  src: string;
  alt: string;
  /** Layout width hint, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  /** Above the fold: load at once and ask for it early instead of lazily. */
  priority?: boolean;
};

/** A store photo with a srcset so small screens fetch small files. */
export function ResponsiveImage({ src, alt, sizes = '100vw', priority = false, ...rest }: Props) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
