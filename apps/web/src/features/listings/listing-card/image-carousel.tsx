import { useTranslation } from '../../../i18n/use-translation';
import type { ImageWidth } from '@nyumba/domain';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PrevNextButtons } from './prev-next-buttons';
import { stepIndex, useSwipe } from './use-swipe';

interface ImageCarouselProps {
  images: readonly string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Tapping the photo (not swiping it) opens the full-screen gallery. */
  onOpen: () => void;
  sizes: string;
  priority?: boolean;
  /** The widest photo file to fetch, e.g. 640 for cards. */
  maxWidth?: ImageWidth;
  className?: string;
}

/**
 * One photo at a time: on mobile data only the photo being looked at is
 * downloaded. Swipe, arrows or dots move between photos.
 */
export function ImageCarousel({
  images,
  name,
  index,
  onIndexChange,
  onOpen,
  sizes,
  priority = false,
  maxWidth,
  className = 'aspect-[4/3]',
}: ImageCarouselProps) {
  const { t } = useTranslation();
  const total = images.length;
  const go = (step: 1 | -1) => onIndexChange(stepIndex(index, step, total));
  const swipe = useSwipe({ onSwipeLeft: () => go(1), onSwipeRight: () => go(-1) });
  const current = images[index] ?? images[0] ?? '';

  return (
    <div className={`relative overflow-hidden bg-stone-200 ${className}`}>
      <button
        type="button"
        // The frame clips anything outside it, so the focus ring is drawn inside the photo.
        className="block size-full touch-pan-y select-none focus-visible:outline-offset-[-3px]"
        aria-label={t('listings.card.openGallery', { name })}
        onClick={() => {
          if (!swipe.wasSwipe()) onOpen();
        }}
        {...swipe.handlers}
      >
        <ResponsiveImage
          key={current}
          src={current}
          alt={t('listings.card.photoAlt', { name, index: index + 1, total })}
          sizes={sizes}
          priority={priority && index === 0}
          maxWidth={maxWidth}
          draggable={false}
          className="size-full object-cover"
        />
      </button>
      {total > 1 ? (
        <>
          <PrevNextButtons go={go} iconClass="size-6" />
          <div className="absolute inset-x-0 bottom-0 flex justify-center">
            {images.map((_image, i) => (
              <button
                key={i}
                type="button"
                className="group flex h-8 w-6 items-center justify-center"
                aria-label={t('listings.card.showPhoto', { index: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
              >
                <span
                  aria-hidden="true"
                  className={`block size-2 rounded-full shadow ring-1 ring-black/20 ${i === index ? 'bg-white' : 'bg-white/55'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
