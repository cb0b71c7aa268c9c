import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

// Resources are bundled, so initialise synchronously: the first render already
// has every string and nothing suspends or flashes keys.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  defaultNS,
  resources,
  initAsync: false,
  // React already escapes text content.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export default i18n;
