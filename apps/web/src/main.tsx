import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { isLanguage, LANGUAGE_COOKIE } from '@nyumba/domain';
import { loadLanguage, loadServerMessages } from './i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, keepOfflineScreens, loadMatchedScreens } from './app/router';
import { revalidateSession } from './features/auth';
import { adoptServerViewer, serverHydrationData } from './app/hydration';
import { hydrateInPieces } from './lib/hydrate-later';

// What lib/start-on-intent needs of the app to play a held tap again.
export { hydrateAround } from './lib/hydration-line';
import { registerServiceWorker } from './lib/offline';

/**
 * Ends the current task and goes on in a new one, so a phone can answer a tap in between:
 * each step of starting on a drawn page is its own task rather than one long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The language kept in the `lang` cookie (the switch in the header and Settings), if any. */
function chosenLanguage(): string | undefined {
  const value = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]{2})`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : undefined;
}

async function start(container: HTMLElement) {
  // This task evaluated the app's modules.
  await nextTask();
  // The server chose the page's language (the visitor's choice, else their browser's) and
  // drew it in that language: the first render must use the same texts. The bare shell the
  // service worker opens a screen with offline was drawn by nobody: the choice is the cookie.
  const drawn = container.firstElementChild !== null;
  const language = drawn ? document.documentElement.lang : (chosenLanguage() ?? document.documentElement.lang);
  document.documentElement.lang = language;
  if (isLanguage(language) && language !== 'en') await loadLanguage(language);
  const client = createQueryClient();
  const ssr = drawn ? serverHydrationData() : undefined;
  if (ssr) {
    // Hydration must draw exactly the server's markup: the same screen code (not a
    // loading fallback), the same answers and the same signed-in user.
    await loadMatchedScreens(window.location);
    hydrate(client, ssr.queries);
    adoptServerViewer(ssr.viewer);
  } else {
    // The stored user renders at once; the server confirms (or revokes) it meanwhile.
    // (A server-rendered page already came with the server's answer.)
    void revalidateSession();
  }
  const router = createAppRouter();
  if (ssr) await nextTask();
  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Parts of the page marked to wait (lib/hydrate-later) are hydrated after, one per task.
  if (ssr) hydrateInPieces(() => hydrateRoot(container, app));
  else createRoot(container).render(app);
  // Browser tests wait for this before using a server-drawn page, whose buttons do
  // nothing until hydrated (e2e/support/fixtures.ts).
  document.documentElement.dataset.app = 'ready';
  if (isLanguage(language)) void loadServerMessages(language).catch(() => undefined);
  registerServiceWorker(() => void keepOfflineScreens().catch(() => undefined));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');
/** Settles once the app is live: the page hydrated (or drawn) and its handlers attached. */
export const started: Promise<void> = start(container);
