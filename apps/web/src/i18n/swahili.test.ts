// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  codeOf,
  alertBodySchema,
  listingBodySchema,
  postBodySchema,
  signUpBodySchema,
  userUpdateBodySchema,
} from '@nyumba/domain';
import { en } from './en';
import { account } from './en/account';
import { alerts } from './en/alerts';
import { blog } from './en/blog';
import { conversation } from './en/conversation';
import { moderation } from './en/moderation';
import { privacy } from './en/privacy';
import { sw } from './sw';
import { moderation as swahiliModeration } from './sw/moderation';
import { privacy as swahiliPrivacy } from './sw/privacy';
import { serverMessages } from './sw/server-messages';
import i18n, { loadLanguage, loadServerMessages, switchLanguage, translateServerMessage } from './index';

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('Swahili', () => {
  // With the namespaces that load with their screens (en.ts LAZY_NAMESPACES).
  const english = new Map(leaves({ ...en, moderation, blog, account, alerts, privacy, conversation }));
  // Likewise the Swahili that rides with its screens (sw.ts SwahiliShell).
  const swahili = new Map(leaves({ ...sw, moderation: swahiliModeration, privacy: swahiliPrivacy }));

  it('has every English key and no other, none empty', () => {
    expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of swahili) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same {{variables}} in every text, so nothing reads "{{count}}" or drops a name', () => {
    const differing = [...english].filter(
      ([key, text]) => variables(text).join() !== variables(swahili.get(key)!).join(),
    );
    expect(differing).toEqual([]);
  });

  it('is translated, not copied: English left as is only where Kenyans say it that way', () => {
    const words = (text: string) => text.replaceAll(/\{\{\w+\}\}/g, '');
    const same = [...english].filter(([key, text]) => swahili.get(key) === text && /\p{L}{4,}/u.test(words(text)));
    // Names, loanwords (docs/glossary-sw.md) and amounts.
    expect(same.map(([key]) => key).sort()).toEqual(
      [
        'app.name',
        'app.documentTitle',
        'app.footerCopyright',
        'listings.amenities.cctv',
        'listings.detail.whatsapp',
        'search.filters.bedsOptions.bedsitter',
        'listings.bedrooms.bedsitter',
      ].sort(),
    );
  });

  it('switches at once and back, with plurals by the Swahili rules', async () => {
    await loadLanguage('sw');
    expect(i18n.language).toBe('sw');
    expect(i18n.t('search.total', { count: 1 })).toBe('Tangazo 1');
    expect(i18n.t('search.total', { count: 3 })).toBe('Matangazo 3');
    switchLanguage('en');
    expect(i18n.t('search.total', { count: 3 })).toBe('3 listings');
  });

  it('shows what the server says in Swahili, for every message its schemas give for bad input', async () => {
    await loadLanguage('sw');
    // The server's messages are a chunk of their own, fetched once the page is live.
    await loadServerMessages('sw');
    // As the server answers a sentence: the English with its code (domain core/sentences).
    const said = (message: string) => translateServerMessage(message, codeOf(message)?.code);
    expect(said('Invalid email or password')).toBe('Barua pepe au nenosiri si sahihi');
    const bad = [
      signUpBodySchema.safeParse({ username: '', email: 'nope', password: 'short' }),
      signUpBodySchema.safeParse({ username: 'a  b', email: '', password: 'x'.repeat(201) }),
      signUpBodySchema.safeParse({}),
      listingBodySchema.safeParse({ type: 'castle', price: 'cheap', phone_number: '12', bedrooms: 'many' }),
      listingBodySchema.safeParse({ type: 'rentals', image_urls: [], location: 'here', deposit_months: 40 }),
      listingBodySchema.safeParse({}),
      postBodySchema.safeParse({ title: '', content: '' }),
      alertBodySchema.safeParse({ name: ' ', filters: {} }),
      userUpdateBodySchema.safeParse({ earbNumber: '###', businessName: 'x'.repeat(81), about: 'y'.repeat(601) }),
      listingBodySchema.safeParse({ name: 'n'.repeat(121), description: 'd'.repeat(5001), price: '' }),
    ];
    const messages = new Set(bad.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []));
    const untranslated = [...messages].filter(
      // Messages naming a field by its API name are for programmers, not the screens.
      (message) => said(message) === message && !/ must be one of | must be (?:true|false|a|an) /.test(message),
    );
    expect(untranslated).toEqual([]);
    expect(Object.keys(serverMessages).length).toBeGreaterThan(80);
    switchLanguage('en');
    expect(said('Invalid email or password')).toBe('Invalid email or password');
  });
});
