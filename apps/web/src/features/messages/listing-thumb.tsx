import { ResponsiveImage } from '../../components/responsive-image';

/** The listing's first photo as a small square (inbox rows, a conversation's header); grey when it has none. */
export function ListingThumb({ image, px }: { image: string | null | undefined; px: 56 | 64 }) {
  return (
    <div className={`${px === 56 ? 'size-14' : 'size-16'} shrink-0 overflow-hidden rounded-xl bg-stone-100`}>
      {image ? (
        <ResponsiveImage src={image} alt="" sizes={`${px}px`} maxWidth={320} className="size-full object-cover" />
      ) : null}
    </div>
  );
}
