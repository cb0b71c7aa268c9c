import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * The classes of hostile text the issue tracker has seen break the server, as
 * generators every test can share: replacement patterns, inherited property names,
 * words that are tsquery syntax, and long runs that make a careless regex backtrack.
 */

/** What String.replace reads as a pattern, with the markup that must stay escaped around it. */
export const PATTERN_PIECES = [
  '$`',
  "$'",
  '$&',
  '$1',
  '$9',
  '$<x>',
  '$$',
  '$',
  '</script>',
  '<!--',
  '</title>',
  '"',
  "'",
  '<',
  '>',
  '&',
  '&amp;',
  'a',
  ' ',
] as const;

/** Text made of pattern pieces (and sometimes long repeats of one). */
export const patternText = (maxPieces = 40) =>
  fc.oneof(
    fc.array(fc.constantFrom(...PATTERN_PIECES), { maxLength: maxPieces }).map((pieces) => pieces.join('')),
    fc.tuple(fc.constantFrom(...PATTERN_PIECES), fc.integer({ min: 1, max: 300 })).map(([piece, n]) => piece.repeat(n)),
  );

/** Names an object answers without having them: a lookup with `in` or `obj[key]` finds these. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  '__defineGetter__',
  'isPrototypeOf',
  'toLocaleString',
] as const;

/** Words that are operators or syntax to to_tsquery, or nothing a parser expects. */
export const PUNCTUATION_WORDS = [
  'a(b',
  'apartmnt(x',
  'x:*',
  'x:',
  ':*',
  '!',
  '!!x',
  '&|',
  '&',
  '|',
  "'",
  "''",
  "o'brien",
  '\\',
  '\\x',
  '<->',
  '<2>',
  '(',
  ')',
  '()',
  '*',
  ':',
  'a:b:c',
  '«»',
  '—',
  '…',
  '¿',
  '‽',
  '🏠',
  '👨‍👩‍👧',
  'ｆｕｌｌ',
  'w'.repeat(100),
  'kilimani'.repeat(13),
  'http://x.co/apartmnt(x',
  'https://example.co.ke/path?q=a&b=c#frag',
  'mailto:a@b.co',
  'foo/bar',
  'a.b.c',
  '-x',
  '1-2',
  '$1',
  '%',
  '_',
] as const;

export const punctuationWord = () =>
  fc.oneof(
    fc.constantFrom(...PUNCTUATION_WORDS),
    fc.string({ unit: fc.constantFrom(...'()!&|:*\'"\\<>-_/.,;@#%^~`?'.split('')), minLength: 1, maxLength: 8 }),
  );

/** Long inputs for regexes: a run of what a pattern repeats, then a character that makes it fail. */
export function adversarial(run: string, length = 100_000, end = '!'): string {
  return run.repeat(Math.ceil(length / run.length)).slice(0, length) + end;
}

/*
 * A function that runs a regular expression over what a client sent is fed 100,000
 * characters built to make a backtracking pattern retry. A linear pattern reads that in
 * about a millisecond; a quadratic one takes seconds to minutes (the trailing-space trim
 * of a link took 77 s). LINEAR_LIMIT_MS tells those apart; it is not a speed target: a
 * shared, loaded machine stays hundreds of times under it.
 */
export const LINEAR_LIMIT_MS = 1000;

/** Each run alone, and each prefix (what reaches a particular pattern) with a few runs. */
export function hostileInputs(runs: readonly string[], prefixes: readonly string[], prefixRuns: readonly string[]) {
  return [
    ...runs.map((run) => adversarial(run)),
    ...prefixes.flatMap((prefix) => prefixRuns.map((run) => prefix + adversarial(run))),
  ];
}

export type Case = [name: string, fn: (input: string) => unknown];

export function expectLinear([name, fn]: Case, inputs: readonly string[]) {
  for (const input of inputs) {
    const started = performance.now();
    try {
      fn(input);
    } catch {
      // Refusing is fine; only the time matters here.
    }
    const ms = performance.now() - started;
    expect(ms, `${name}(${JSON.stringify(input.slice(0, 40))}… ${input.length} chars)`).toBeLessThan(LINEAR_LIMIT_MS);
  }
}
