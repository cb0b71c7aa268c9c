import { Wrench } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Where a service without portfolio photos would show one: a fundi is chosen by word of
 * mouth and need not have pictures to be listed. Same shape as a photo, so cards line up.
 */
export function NoPhoto({ label, className = 'aspect-[4/3]' }: { label: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex w-full flex-col items-center justify-center gap-2 bg-brand-50 text-brand-800 ${className}`}
      role="img"
      aria-label={t('listings.card.noPhoto')}
    >
      <Wrench aria-hidden="true" className="size-10" />
      {label ? <span className="px-4 text-center text-base font-semibold">{label}</span> : null}
    </div>
  );
}
