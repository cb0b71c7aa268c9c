import i18n, { addEnglishNamespace } from '../../i18n';
import { privacy } from '../../i18n/en/privacy';
import { privacy as swahili } from '../../i18n/sw/privacy';

// The privacy namespace, in both languages, added when the first of this feature's modules
// loads: with the privacy screens' chunk, never in the shell a first visit runs (its budget,
// e2e/bundle-budget.spec.ts, had 12 bytes to spare). Every module here that says
// `t('privacy.…')` imports this file first; the Swahili is kept when the Swahili shell
// arrives after it (Translator.addMessages), as the moderators' is.
addEnglishNamespace('privacy', privacy);
i18n.addNamespace('sw', 'privacy', swahili);
