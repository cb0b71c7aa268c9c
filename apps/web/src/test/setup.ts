import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { switchLanguage } from '../i18n';
import { assertNoPendingWork, trackPendingWork } from './pending-work';

// Lazy routes (the map pulls in Leaflet) are transformed on first import; on a
// busy two-core CI machine that can outlast the default one-second wait.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

trackPendingWork();

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  // A test's fake clock goes first: what it still holds never fires.
  vi.useRealTimers();
  cleanup();
  // Vitest undoes stubs before the *next* test (unstubGlobals, restoreMocks), so the last
  // test of a file would hand its stubbed `navigator` (an object without userAgent) to the
  // next file of the worker, where Leaflet reads it on import. Undone here, after each test.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // The i18n instance is one per worker: a test that drew in Swahili hands English back.
  switchLanguage('en');
  document.documentElement.lang = 'en';
  await assertNoPendingWork();
});

// The files of a worker share its modules and its page (isolate: false in vitest.config.ts,
// a third of the time of importing everything for every file): each file leaves an empty
// page behind, as the next page load would find it.
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  sessionStorage.clear();
});
