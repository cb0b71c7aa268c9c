import type { Alias } from 'vite';

/**
 * The app is written against React's API but runs on preact/compat.
 *
 * Why: the first load of `/` may send at most 100 KB of gzipped JavaScript
 * (docs/decisions/0002-preact-compat-instead-of-react-dom.md). react-dom 19 alone is ~63 KB gzipped; with React Router,
 * i18next and TanStack Query the framework came to 124 KB before any of our code.
 * preact/compat (Preact 11, which has React 19's `use`, ref-as-prop and
 * useSyncExternalStore) renders the same components for ~10 KB. Every library we
 * use (React Router, TanStack Query, zustand, react-leaflet,
 * lucide-react) runs on it; the unit tests and the browser tests run on it too,
 * so what is tested is what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // A library's fallback for React < 18 (zustand/traditional's); compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
