import { addEnglishNamespace } from '../../i18n';
import { alerts } from '../../i18n/en/alerts';

// The alerts namespace's English, added when the first of this feature's modules loads: with
// these screens' chunks, not in the shell every first visit runs (decision 0027). Every module
// here that says `t('alerts.…')` imports this file first.
addEnglishNamespace('alerts', alerts);
