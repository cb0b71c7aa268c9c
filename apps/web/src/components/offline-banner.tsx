import { WifiOff } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { useOnline } from '../lib/offline';

/** Says, while the phone is offline, that the screen shows what was saved on it earlier. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" data-offline-banner>
      {online ? null : (
        <p className="flex items-center gap-2 bg-stone-800 px-4 py-2 text-sm font-medium text-white">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('app.offline.banner')}
        </p>
      )}
    </div>
  );
}

/** Above a form: offline, what is typed stays, and it can be sent once back online. */
export function OfflineFormNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="mb-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('app.offline.form')}
        </p>
      )}
    </div>
  );
}
