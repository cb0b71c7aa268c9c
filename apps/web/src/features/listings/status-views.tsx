import { useTranslation } from '../../i18n/use-translation';
import { buttonStyles } from '../../components/button-styles';
import { OfflineUnavailable, useOfflineFailure } from '../../components/offline-unavailable';

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-stone-600" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A red message with a retry, for lists and pages that failed to load. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (useOfflineFailure()) return <OfflineUnavailable onRetry={onRetry} />;
  return (
    <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="font-medium text-red-800">{message}</p>
      {onRetry ? (
        <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
          {t('listings.errors.retry')}
        </button>
      ) : null}
    </div>
  );
}
