import { useSyncExternalStore } from 'react';
import type { Language } from '@nyumba/domain';
import i18n, { currentLanguage, type TFunction } from './index';

/*
 * The app's translation hook. A search page mounts a few hundred components that
 * translate, so it does nothing per component but subscribe: t is the translator's
 * own, the same function for every component, and a language change re-renders
 * every component that uses it. Texts are in memory, so nothing here ever waits.
 */
const translation: { t: TFunction; i18n: typeof i18n } = { t: i18n.t, i18n };

// Counts language changes (registered before any component listens, so it is
// current when they look); every change redraws, even to a language that falls back.
let revision = 0;
i18n.onChange(() => {
  revision += 1;
});

const subscribe = (onChange: () => void) => i18n.onChange(onChange);
const currentRevision = () => revision;

export function useTranslation(): typeof translation {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return translation;
}

/**
 * A feature's own texts (its `*-texts.ts`) in the language on screen, drawn again when the
 * language changes. Reading `currentLanguage()` in a component instead draws it once: My
 * bookings stayed in English after the switch to Kiswahili until a reload (issue 41).
 */
export function useTexts<T>(texts: (language: Language) => T): T {
  useTranslation();
  return texts(currentLanguage());
}

/** The language on screen, for a component that formats with it; drawn again when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

export { currentLanguage };
