// Issue 28: every message the server sends is shown in the person's language. This walks
// what the server can say: the domain's message constants and every literal message in the
// server's source (field errors, HTTP errors, success messages, decision results), and asks
// the register (domain core/sentences) for each one's code, which the Swahili table then
// says. Messages only a programmer sees are named below, with why.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@nyumba/domain';
import { codeOf, englishOf, REVIEW_BLIND_DAYS, REVIEW_SENT, SENTENCES, type MessageCode } from '@nyumba/domain';
import { describe, expect, it } from 'vitest';
import { serverMessages } from './sw/server-messages';

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

// How the server's code hands a message to a client.
const SHAPES = [
  /\b(?:badRequest|conflict)\(\s*'[^']*',\s*'([^']+)'/g,
  /\b(?:notFound|forbidden|unauthorized|tooMany|unavailable)\(\s*'([^']+)'/g,
  /new HttpError\(\s*\d+,\s*'([^']+)'/g,
  /message:\s*'([^']+)'/g,
  /^ +(?:dismiss|hide|remove|restore): '([^']+)'/gm,
];

/** Answers no screen shows: for API clients and operators. */
const FOR_PROGRAMMERS = new Set([
  // A cursor the client did not get from us: a client bug.
  'cursor is not one this server gave out for this list and order',
  // /metrics, read by a scraper.
  'Metrics need the token',
  'Metrics are served to loopback and private addresses only; set METRICS_TOKEN to read them from elsewhere',
  // WhatsApp's webhook, read by Meta's servers.
  'The verify token does not match',
  'The signature does not match',
]);

describe('every message the server sends', () => {
  it('has its Swahili', () => {
    const fromServer = files(serverSource)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return SHAPES.flatMap((shape) => [...text.matchAll(shape)].map((match) => match[1]!));
      });
    const fromDomain = Object.entries(domain)
      .filter(([name, value]) => /^[A-Z][A-Z0-9_]+$/.test(name) && typeof value === 'string')
      .map(([, value]) => value as string)
      .filter((value) => /^[A-Z]/.test(value) && value.split(' ').length >= 3);
    const all = [...new Set([...fromServer, ...fromDomain])];
    // The walk found the server's messages, not nothing.
    expect(fromServer.length).toBeGreaterThan(30);
    expect(fromDomain.length).toBeGreaterThan(40);
    const unnamed = all.filter((message) => !codeOf(message) && !FOR_PROGRAMMERS.has(message));
    expect(unnamed).toEqual([]);
  });

  it('is one sentence per code, each with its Swahili and the same {values}', () => {
    const texts = Object.values(SENTENCES).map(englishOf);
    // codeOf finds a code by the sentence, so no two codes may share one.
    expect(texts.length).toBe(new Set(texts).size);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const differing = Object.entries(SENTENCES).filter(([code, sentence]) => {
      const swahili = serverMessages[code as MessageCode];
      // What the Swahili fills in: the English's own placeholders, and the values sent beside it.
      const sent = [...placeholders(englishOf(sentence)), ...Object.keys(codeOf(englishOf(sentence))?.values ?? {})];
      return !swahili?.trim() || placeholders(swahili).sort().join() !== [...new Set(sent)].sort().join();
    });
    expect(differing).toEqual([]);
    expect(Object.keys(serverMessages).sort()).toEqual(Object.keys(SENTENCES).sort());
  });

  it('takes a rule’s number from the answer: a link’s hours, a review’s blind days', async () => {
    const { registerMessages, switchLanguage, translateServerMessage } = await import('./index');
    const { sw } = await import('./sw');
    registerMessages('sw', sw, serverMessages);
    switchLanguage('sw');
    const said = codeOf(REVIEW_SENT)!;
    expect(said).toEqual({ code: 'review.sent', values: { days: REVIEW_BLIND_DAYS } });
    expect(translateServerMessage(REVIEW_SENT, said.code, said.values)).toContain(`siku ${REVIEW_BLIND_DAYS}.`);
    // Were the rule 10 days, the English would say so and the Swahili follow the answer.
    expect(translateServerMessage('…', said.code, { days: 10 })).toContain('siku 10.');
    switchLanguage('en');
  });
});

describe('an account’s hourly limits', () => {
  it('has the Swahili of each thing limited, and of the wait however long', async () => {
    const source = readFileSync(path.join(serverSource, 'plugins/rate-limit.ts'), 'utf8');
    const union = /export type LimitedThing =([^;]+);/.exec(source)![1]!;
    const things = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    expect(things.length).toBeGreaterThanOrEqual(8);
    for (const thing of things) {
      const sentence = `Limit reached: as many ${thing} as one account may make in an hour.`;
      expect({ sentence, named: codeOf(sentence) !== undefined }).toEqual({ sentence, named: true });
    }
    const { registerMessages, switchLanguage, translateServerMessage } = await import('./index');
    // As the server answers it: the sentence with its wait, and the code and the minutes.
    const said = (message: string) => {
      const named = codeOf(message);
      return translateServerMessage(message, named?.code, named?.values);
    };
    const { sw } = await import('./sw');
    registerMessages('sw', sw, serverMessages);
    switchLanguage('sw');
    expect(said('Limit reached: as many listings as one account may make in an hour. Try again in 14 minutes.')).toBe(
      'Kikomo kimefikiwa: akaunti moja imeweka matangazo mengi kadiri inavyoruhusiwa kwa saa moja. Jaribu tena baada ya dakika 14.',
    );
    expect(said('Too many attempts from your network. Try again in 3 minutes.')).toBe(
      'Majaribio mengi mno kutoka mtandao wako. Jaribu tena baada ya dakika 3.',
    );
    // A sentence with no code (someone's own words) shows as sent.
    expect(said('Karibu Diani, Amina')).toBe('Karibu Diani, Amina');
    switchLanguage('en');
    expect(said('Too many attempts from your network. Try again in 3 minutes.')).toBe(
      'Too many attempts from your network. Try again in 3 minutes.',
    );
  });
});
