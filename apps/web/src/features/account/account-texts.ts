import { addEnglishNamespace } from '../../i18n';
import { account } from '../../i18n/en/account';

// The account namespace's English, added when the first of this feature's modules loads: with
// these screens' chunks, not in the shell every first visit runs (decision 0027). Every module
// here that says `t('account.…')` imports this file first.
addEnglishNamespace('account', account);
