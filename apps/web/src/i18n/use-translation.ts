import { useSyncExternalStore } from 'react';
import i18n from './index';

/*
 * The app's translation hook, in place of react-i18next's useTranslation.
 *
 * Why: react-i18next 17 copies every property of the i18next instance into a new
 * wrapper object, and builds a fixed t, for each component on mount. A search page
 * mounts a few hundred components that translate; measured on the server render
 * of /search (24 cards), that copying was the largest single cost, and the browser
 * pays the same on every first render and hydration. Resources are bundled and
 * loaded synchronously, so nothing here ever waits: t is the instance's own,
 * and a language change re-renders every component that uses it.
 */
const t: typeof i18n.t = i18n.t.bind(i18n);
const translation = { t, i18n };

// Counts language changes (registered before any component listens, so it is
// current when they look); every change redraws, even to a language that falls back.
let revision = 0;
i18n.on('languageChanged', () => {
  revision += 1;
});

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentRevision = () => revision;

export function useTranslation(): typeof translation {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return translation;
}

export { currentLanguage } from './index';
