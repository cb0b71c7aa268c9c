import fc from 'fast-check';

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
