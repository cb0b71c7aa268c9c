import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { useOnline } from '../lib/offline';
import { paths } from '../paths';
import { buttonStyles } from './button-styles';

/**
 * What a screen says instead of its load error when the phone is offline and what it needs
 * was never kept on it: the in-app form of the offline page, with the way to what is kept
 * (the saved listings; not shown on that page itself, where it would lead back here).
 */
export function OfflineUnavailable({ onRetry, titled = true }: { onRetry?: () => void; titled?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-stone-300 bg-stone-50 p-4"
    >
      {/* No icon: lucide's WifiOff is in the first load (the offline banner), and a lazy
          screen sharing it made the bundler split it into a chunk that imports the first
          load back, which broke the app's start. */}
      {titled ? <p className="font-semibold text-stone-900">{t('app.offline.title')}</p> : null}
      <p className="text-stone-700">{t('app.offline.notKept')}</p>
      <div className="flex flex-wrap gap-2">
        {onRetry ? (
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            {t('app.offline.retry')}
          </button>
        ) : null}
        {pathname === paths.savedListings ? null : (
          <Link to={paths.savedListings} className={buttonStyles.secondary}>
            {t('app.offline.saved')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** Whether a failed load should say "offline" rather than its own error. */
export function useOfflineFailure(): boolean {
  return !useOnline();
}
