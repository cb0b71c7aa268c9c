import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useRouteError } from 'react-router';
import { OfflineUnavailable } from '../components/offline-unavailable';
import { useOnline } from '../lib/offline';
import { Screen, ScreenTitle } from '../components/screen';

/**
 * Catches render errors and failed chunk downloads (common on flaky mobile
 * data, or after a deploy replaced the chunk names). A full reload fetches
 * the current index.html and its chunks.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();

  useEffect(() => {
    console.error(error);
  }, [error]);

  // A screen that could not load while offline loads once the connection returns: the person
  // came back to it, not to "Something went wrong" (issue 41).
  const seenOffline = useRef(!online);
  useEffect(() => {
    if (!online) seenOffline.current = true;
    else if (seenOffline.current) window.location.reload();
  }, [online]);

  // Offline, a screen whose code was never kept on this phone cannot open: say that.
  if (!online) {
    return (
      <Screen title={t('app.offline.title')}>
        <ScreenTitle>{t('app.offline.title')}</ScreenTitle>
        <OfflineUnavailable titled={false} onRetry={() => window.location.reload()} />
      </Screen>
    );
  }

  return (
    <Screen title={t('errors.route.title')}>
      <ScreenTitle>{t('errors.route.title')}</ScreenTitle>
      <p className="mt-3 text-stone-600">{t('errors.route.body')}</p>
      <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
        {t('errors.route.reload')}
      </button>
    </Screen>
  );
}
