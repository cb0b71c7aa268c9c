import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../i18n';

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
