import i18n from 'i18next';
import { en } from './en';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

// Resources are bundled, so initialise synchronously: the first render already
// has every string and nothing suspends or flashes keys. Components translate through
// ./use-translation, not react-i18next.
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  defaultNS,
  resources,
  initAsync: false,
  // React already escapes text content.
  interpolation: { escapeValue: false },
});

export default i18n;
