import { useTranslation } from '../../../i18n/use-translation';
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
