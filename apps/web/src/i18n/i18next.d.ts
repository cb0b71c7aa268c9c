import 'i18next';
import type { en } from './en';

// Types every t() key against the English resources, so a missing or
// misspelled key fails the typecheck instead of showing a raw key to users.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
