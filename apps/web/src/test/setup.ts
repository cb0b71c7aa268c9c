import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '../i18n';
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
  localStorage.clear();
  await assertNoPendingWork();
});
