import { addEnglishNamespace } from '../../i18n';
import { moderation } from '../../i18n/en/moderation';

// The moderation namespace's English, added when the first of this feature's modules loads:
// with these screens' chunks (reports, the queue, a lister's notice), not in the shell every
// first visit runs. Every module here that says `t('moderation.…')` imports this file first.
addEnglishNamespace('moderation', moderation);
