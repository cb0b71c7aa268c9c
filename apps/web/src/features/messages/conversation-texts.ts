import { addEnglishNamespace } from '../../i18n';
import { conversation } from '../../i18n/en/conversation';

// The conversation screens' English, added when the first of their modules loads: with the
// inbox's and a conversation's chunks, not in the shell every first visit runs (the Swahili
// rides in the Swahili shell). Every module here that says `t('conversation.…')` imports this
// file first.
addEnglishNamespace('conversation', conversation);
