import type { Messages } from './en';
import { account } from './sw/account';
import { alerts } from './sw/alerts';
import { app } from './sw/app';
import { auth } from './sw/auth';
import { blog } from './sw/blog';
import { conversation } from './sw/conversation';
import { errors } from './sw/errors';
import { forms } from './sw/forms';
import { home } from './sw/home';
import { listings } from './sw/listings';
import { map } from './sw/map';
import { messages } from './sw/messages';
import { nav } from './sw/nav';
import { saved } from './sw/saved';
import { search } from './sw/search';

/**
 * Swahili: natural Kenyan usage, keeping the English words people use (bedsitter, DSQ,
 * Wi-Fi, bnb, KSH); docs/glossary-sw.md keeps terms consistent. Typed as `Messages`, so
 * a key missing here or not in English fails the typecheck; i18n.test.ts checks the
 * interpolation variables. Its own chunk: an English visitor never downloads it. The server's messages in Swahili
 * (sw/server-messages.ts) are a chunk apart, fetched once the page is live (loadServerMessages).
 */
/**
 * The namespaces whose Swahili rides with their screens (features/moderation/moderation-texts.ts)
 * rather than in this chunk every Swahili first visit runs: the moderators' texts, 1.5 KB
 * gzipped, which an English visitor of those few screens downloads too; and the privacy centre's
 * (features/privacy/privacy-texts.ts), which a first visit never needs.
 */
export type SwahiliShell = Omit<Messages, 'moderation' | 'privacy'>;

export const sw: SwahiliShell = {
  app,
  nav,
  home,
  forms,
  auth,
  account,
  listings,
  search,
  map,
  saved,
  blog,
  errors,
  alerts,
  messages,
  conversation,
};
