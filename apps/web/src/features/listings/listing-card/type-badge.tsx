import { currentLanguage, useTranslation } from '../../../i18n/use-translation';
import type { ListingType } from '@nyumba/domain';

export function TypeBadge({ type, className = '' }: { type: ListingType; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm ${className}`}
    >
      {t(`listings.types.${type}`)}
    </span>
  );
}

/**
 * "Featured": a paid place says so wherever the listing is shown (modules/payments). Beside the
 * type badge, which the card and the listing page already share: a file of its own would be a
 * chunk of its own, named in the first load's list of chunks. Its words are here rather than in
 * the shared texts for the same reason: those ride in every first visit.
 */
const FEATURED = { en: 'Featured', sw: 'Imeangaziwa' } as const;

export function FeaturedLabel({ as: Tag = 'span' }: { as?: 'span' | 'li' }) {
  return (
    <Tag className="inline-flex rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-950">
      {FEATURED[currentLanguage()]}
    </Tag>
  );
}
