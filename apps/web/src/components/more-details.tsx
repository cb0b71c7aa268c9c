import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

interface MoreDetailsButtonProps {
  open: boolean;
  /** The id of the panel it shows and hides. */
  panelId: string;
  onToggle: () => void;
  /** Placement the card needs (e.g. above its whole-card link). */
  className?: string;
}

/** A card's 'More details' disclosure: a full-width row with a chevron that turns when open. */
export function MoreDetailsButton({ open, panelId, onToggle, className = '' }: MoreDetailsButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`flex min-h-11 w-full items-center justify-between text-left text-sm font-semibold text-brand-800 ${className}`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {t('listings.card.moreDetails')}
      <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  );
}
