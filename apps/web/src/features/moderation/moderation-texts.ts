import i18n, { addEnglishNamespace } from '../../i18n';
import { moderation } from '../../i18n/en/moderation';
import { moderation as swahili } from '../../i18n/sw/moderation';

// The moderation namespace's English, added when the first of this feature's modules loads:
// with these screens' chunks (reports, the queue, a lister's notice), not in the shell every
// first visit runs. Every module here that says `t('moderation.…')` imports this file first.
addEnglishNamespace('moderation', moderation);
// Its Swahili too: out of the Swahili shell's chunk (i18n/sw.ts SwahiliShell), at the cost of
// 1.5 KB here; kept when the Swahili shell arrives after it (Translator.addMessages).
i18n.addNamespace('sw', 'moderation', swahili);
