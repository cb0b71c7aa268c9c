import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { X } from 'lucide-react';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PrevNextButtons } from './prev-next-buttons';
import { stepIndex, useSwipe } from './use-swipe';

interface ImageGalleryProps {
  images: readonly string[];
  name: string;
  startIndex: number;
  onClose: () => void;
}

/** Full-screen photos with previous/next, swipe, arrow keys and an 'n / total' counter. */
export function ImageGallery({ images, name, startIndex, onClose }: ImageGalleryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [index, setIndex] = useState(startIndex);
  const total = images.length;
  const go = (step: 1 | -1) => setIndex((current) => stepIndex(current, step, total));
  const swipe = useSwipe({ onSwipeLeft: () => go(1), onSwipeRight: () => go(-1) });
  const current = images[index] ?? images[0] ?? '';

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  }

  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="fixed inset-0 z-50 bg-black text-white">
      <div className="flex h-full flex-col" onKeyDown={onKeyDown}>
        <div className="flex items-center justify-between gap-3 p-2">
          <h2 id={titleId} className="min-w-0 truncate px-2 text-base font-semibold">
            {t('listings.card.gallery', { name })}
          </h2>
          <p className="shrink-0 text-sm tabular-nums" aria-live="polite">
            {t('listings.card.counter', { index: index + 1, total })}
          </p>
          <button
            type="button"
            className={buttonStyles.overlay}
            aria-label={t('listings.card.closeGallery')}
            onClick={onClose}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="relative min-h-0 flex-1 touch-pan-y select-none" {...swipe.handlers}>
          <ResponsiveImage
            key={current}
            src={current}
            alt={t('listings.card.photoAlt', { name, index: index + 1, total })}
            sizes="100vw"
            priority
            draggable={false}
            className="size-full object-contain"
          />
          {total > 1 ? <PrevNextButtons go={go} iconClass="size-7" /> : null}
        </div>
      </div>
    </Dialog>
  );
}
