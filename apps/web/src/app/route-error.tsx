import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useRouteError } from 'react-router';
import { OfflineUnavailable } from '../components/offline-unavailable';
import { useOnline } from '../lib/offline';
import { reloadPage } from '../lib/reload-page';
import { Screen, ScreenTitle } from '../components/screen';

/**
 * Catches render errors and failed chunk downloads (common on flaky mobile
 * data, or after a deploy replaced the chunk names). A full reload fetches
 * the current index.html and its chunks.
 */
/** A screen's code that did not arrive: the network failed mid-download, or a deploy renamed it. */
export function isChunkFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** One automatic reload per half minute: a second failure in a row is said, not looped on. */
const RELOADED_AT = 'nyumba.chunk-reload-at';
const RELOAD_AGAIN_AFTER_MS = 30_000;

function reloadOnceForChunk(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  reloadPage();
  return true;
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();

  useEffect(() => {
    console.error(error);
  }, [error]);

  // A screen that could not load while offline loads once the connection returns: the person
  // came back to it, not to "Something went wrong" (issue 41).
  // A screen whose code failed to download while the phone said it was online (the first
  // requests after the connection returns can still fail) is fetched again once, by itself.
  const seenOffline = useRef(!online);
  useEffect(() => {
    if (!online) seenOffline.current = true;
    else if (seenOffline.current) reloadPage();
    else if (isChunkFailure(error)) reloadOnceForChunk();
  }, [online, error]);

  // Offline, a screen whose code was never kept on this phone cannot open: say that.
  if (!online) {
    return (
      <Screen title={t('app.offline.title')}>
        <ScreenTitle>{t('app.offline.title')}</ScreenTitle>
        <OfflineUnavailable titled={false} onRetry={() => reloadPage()} />
      </Screen>
    );
  }

  return (
    <Screen title={t('errors.route.title')}>
      <ScreenTitle>{t('errors.route.title')}</ScreenTitle>
      <p className="mt-3 text-stone-600">{t('errors.route.body')}</p>
      <button type="button" className="btn-primary mt-6" onClick={() => reloadPage()}>
        {t('errors.route.reload')}
      </button>
    </Screen>
  );
}
