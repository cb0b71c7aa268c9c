import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '../i18n';

// Lazy routes (the map pulls in Leaflet) are transformed on first import; on a
// busy two-core CI machine that can outlast the default one-second wait.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
