// Issue 28: every message the server sends is shown in the person's language. This walks
// what the server can say: the domain's message constants and every literal message in the
// server's source (field errors, HTTP errors, success messages, decision results), and asks
// the Swahili table for each. Messages only a programmer sees are named below, with why.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@nyumba/domain';
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
    const untranslated = all.filter((message) => !(message in serverMessages) && !FOR_PROGRAMMERS.has(message));
    expect(untranslated).toEqual([]);
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
      expect({ sentence, translated: sentence in serverMessages }).toEqual({ sentence, translated: true });
    }
    const { registerMessages, switchLanguage, translateServerMessage } = await import('./index');
    const { sw } = await import('./sw');
    registerMessages('sw', sw, serverMessages);
    switchLanguage('sw');
    expect(
      translateServerMessage(
        'Limit reached: as many listings as one account may make in an hour. Try again in 14 minutes.',
      ),
    ).toBe(
      'Kikomo kimefikiwa: akaunti moja imeweka matangazo mengi kadiri inavyoruhusiwa kwa saa moja. Jaribu tena baada ya dakika 14.',
    );
    expect(translateServerMessage('Too many attempts from your network. Try again in 3 minutes.')).toBe(
      'Majaribio mengi mno kutoka mtandao wako. Jaribu tena baada ya dakika 3.',
    );
    switchLanguage('en');
  });
});
