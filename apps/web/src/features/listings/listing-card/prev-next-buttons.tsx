import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonStyles } from '../../../components/button-styles';

/** The previous/next arrows over a photo, shared by the card's carousel and the gallery. */
export function PrevNextButtons({ go, iconClass }: { go: (step: 1 | -1) => void; iconClass: string }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.overlay} absolute top-1/2 left-2 -translate-y-1/2`}
        aria-label={t('listings.card.previous')}
        onClick={() => go(-1)}
      >
        <ChevronLeft aria-hidden="true" className={iconClass} />
      </button>
      <button
        type="button"
        className={`${buttonStyles.overlay} absolute top-1/2 right-2 -translate-y-1/2`}
        aria-label={t('listings.card.next')}
        onClick={() => go(1)}
      >
        <ChevronRight aria-hidden="true" className={iconClass} />
      </button>
    </>
  );
}
