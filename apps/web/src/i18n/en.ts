import type { account } from './en/account';
import type { alerts } from './en/alerts';
import { app } from './en/app';
import { auth } from './en/auth';
import type { blog } from './en/blog';
import type { conversation } from './en/conversation';
import { errors } from './en/errors';
import { forms } from './en/forms';
import { home } from './en/home';
import { listings } from './en/listings';
import { map } from './en/map';
import { messages } from './en/messages';
import { nav } from './en/nav';
import type { moderation } from './en/moderation';
import type { privacy } from './en/privacy';
import { saved } from './en/saved';
import { search } from './en/search';

/**
 * English is the source locale. Spec texts are copied verbatim where the spec
 * gives them. `as const` keeps the literal texts so t() can type-check
 * interpolation variables; other locales implement the widened `Messages` type.
 * Each top-level namespace lives in en/<namespace>.ts; this file assembles them.
 */
const shell = {
  app,
  nav,
  home,
  forms,
  auth,
  listings,
  search,
  map,
  saved,
  errors,
  messages,
} as const;

/**
 * Every English text. Those of the namespaces named here ride with the screens that use them,
 * not in the shell every first visit runs (the moderators' 4.9 KB of source, the blog's, the account screens', the alerts', the
 * privacy centre's and the conversation screens'): each is
 * added to the translator when its feature's first module loads (`features/*\/…-texts.ts`),
 * before any of its screens draws.
 */
export type EnglishTexts = typeof shell & {
  readonly moderation: typeof moderation;
  readonly blog: typeof blog;
  readonly account: typeof account;
  readonly alerts: typeof alerts;
  readonly privacy: typeof privacy;
  readonly conversation: typeof conversation;
};
export const LAZY_NAMESPACES = ['moderation', 'blog', 'account', 'alerts', 'privacy', 'conversation'] as const;
export const en = shell as EnglishTexts;

/** Same keys as English with plain string values: the shape every locale fills. */
type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;

// Fails to compile if a future edit breaks the shape other locales rely on.
en satisfies Messages;
