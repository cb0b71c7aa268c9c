import type { Language } from '@nyumba/domain';
import type { LegalKind, LegalText } from './legal-text';

// Each page in each language is a chunk of its own, fetched only by the page that shows it:
// together they weigh more than the rest of the privacy centre, and a visitor reads one.
const loaders: Record<LegalKind, Record<Language, () => Promise<LegalText>>> = {
  privacy: {
    en: () => import('./privacy-notice-en').then((m) => m.privacyNotice),
    sw: () => import('./privacy-notice-sw').then((m) => m.privacyNotice),
  },
  terms: {
    en: () => import('./terms-en').then((m) => m.terms),
    sw: () => import('./terms-sw').then((m) => m.terms),
  },
};

export const loadLegalText = (kind: LegalKind, language: Language): Promise<LegalText> => loaders[kind][language]();
