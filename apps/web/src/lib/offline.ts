import { useSyncExternalStore } from 'react';
import { FORGET_PERSONAL, PERSONAL_CACHES } from '../service-worker/cache-rules';

/**
 * The service worker (src/service-worker/sw.ts) keeps the pages and answers a phone has
 * seen, so they open without a connection. Registered once the app is running, so it
 * never competes with the first paint or hydration for the network or the main thread.
 */
export function registerServiceWorker(whenControlled?: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(async () => {
        await navigator.serviceWorker.ready;
        // What loads from here on passes the worker, which keeps it.
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
        }
        if (whenControlled) idle(whenControlled);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}

/**
 * Forgets what the service worker kept of a signed-in person's pages and answers (their
 * saved listings, their own screens): at sign-out and account deletion, so the next
 * person on a shared phone sees none of it, online or off.
 */
export async function forgetPersonalPages(): Promise<void> {
  // Messages written offline and not sent yet (features/messages/outbox.ts): not the next person's to send.
  // And the searches made here (lib/recent-searches.ts): where they looked is theirs too.
  try {
    localStorage.removeItem('nyumba-outbox');
    localStorage.removeItem('nyumba-recent-searches');
  } catch {
    // No storage: nothing was kept.
  }
  // The worker also drops answers still on their way, which would otherwise be kept after this.
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_PERSONAL });
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/** Runs `work` when the main thread has nothing else to do (or soon, where that cannot be told). */
function idle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 10_000 });
  else setTimeout(work, 2_000);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online; the server draws every page online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
