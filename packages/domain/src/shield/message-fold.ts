import { LOOK_ALIKES } from '../core/confusables.ts';
import { NUMBER_WORDS } from '../core/numbers.ts';

/*
 * A message as the scam shield reads it, whatever its writer did to hide it: look-alike
 * letters from other scripts (Cyrillic "а" for Latin "a"), letters s p a c e d or d.o.t.t.e.d
 * apart, marks put inside a word (view.ing, fe-e, dep_osit), digits and symbols standing in
 * for letters (p3sa, $end), invisible characters, and amounts written in words in English,
 * Swahili or Sheng ("two thousand", "elfu mbili", "thao mbili"), which become digits. Then
 * the money signals (scam-shield.ts), the "same message to many listers" guard and the name
 * signals (name-signals.ts) compare what was meant, not how it was typed: every one of them
 * reads through this module's stages, never a fold of its own.
 */

// Format characters that draw nothing (soft hyphen, zero-width spaces and joiners, direction
// marks); combining marks, variation selectors among them, are dropped after NFKD below.
const INVISIBLE = /[\u00ad\u061c\u115f\u1160\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu;

// Accents typed on their own (´ ¨ ¯ ¸ ˘ ˙ ˚ ˛ ˜ ˝) decompose to a space and a combining mark,
// which would split a word in two; and apostrophes that Unicode counts as letters (ʼ ʻ).
// Both are read as an apostrophe, a mark like any other below.
const APOSTROPHE_LIKE = /[\u00a8\u00af\u00b4\u00b8\u02b9-\u02bf\u02c8-\u02cb\u02d8-\u02dd]/gu;

/**
 * Letters of other scripts drawn like Latin ones; digits are left to the stand-in rule below.
 * A capital reads as its small letter does (Cyrillic І as і, "i"): the look-alike table
 * draws capital I like l for usernames, but a message is read in lower case.
 */
const LETTERS_ONLY = Object.fromEntries(
  Object.entries(LOOK_ALIKES)
    .filter(([from, to]) => /\p{L}/u.test(from) && /[a-z]/.test(to))
    .map(([from, to]) => [from, LOOK_ALIKES[from.toLowerCase()] ?? to]),
);

/** Digits and symbols written inside words for the letters they look like: "p3sa", "$end", "dep0sit". */
const STAND_INS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

// Three or more single letters or digits, each followed by the same separator: "s e n d",
// "d.e.p.o.s.i.t", "m-p-e-s-a", "0 7 1 2". (One separator throughout, so "e.g. a" stays.)
const SPACED = /(?<![\p{L}\p{N}])[\p{L}\p{N}]([ .\-_*/·•])(?:[\p{L}\p{N}]\1)+[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

/**
 * Marks a writer can put inside a word to break it for a matcher while a reader still reads
 * the word: dots, commas, hyphens and dashes, underscores, apostrophes and quotes,
 * asterisks, middle dots and bullets, colons, slashes, bars, tildes, pluses.
 */
export const IN_WORD_MARKS = String.raw`.,\-_'‘’‚‛"“”„*·•‧∙⋅・‐‑‒–—―~:;|/\\+^`;
/** The same, less those a web address is made of (. - / :): the link reading keeps them. */
export const NON_ADDRESS_MARKS = String.raw`,_'‘’‚‛"“”„*·•‧∙⋅・~;|\\+^`;
const APOSTROPHES = /^['‘’‛]+$/u;
// English contractions: "don't", "it's", "we're", "I'd": the apostrophe there is the word's own.
const CONTRACTIONS = new Set(['s', 't', 'd', 'm', 're', 've', 'll']);
const WORDISH = /[\p{L}\p{N}$@]/u;
const LETTER = /\p{L}/u;

const compoundCache = new Map<string, RegExp>();
/** A word broken by up to three marks at a time: chunks of letters and digits joined by marks. */
function compound(marks: string): RegExp {
  let found = compoundCache.get(marks);
  if (!found) {
    found = new RegExp(String.raw`[\p{L}\p{N}$@]+(?:[${marks}]{1,3}[\p{L}\p{N}$@]+)+`, 'gu');
    compoundCache.set(marks, found);
  }
  return found;
}

/** A chunk's edge is part of a word: a letter, or a stand-in digit or symbol in a chunk with letters. */
const wordEdge = (chunk: string, edge: string) => LETTER.test(edge) || (WORDISH.test(edge) && LETTER.test(chunk));

/**
 * Marks inside a word taken out, so "view.ing fe.e", "dep_o-sit" and "b*o*o*k*i*n*g" read as
 * the words they break. A mark stays where it is not inside a word: between two digits
 * (15,000, 2.5, 0712-345-678), between a number and a word (No.5, Ksh.500), in an
 * abbreviation of two single letters (e.g., i.e., p.m.; three or more are a spaced word,
 * "p.a.y"), and an English contraction's apostrophe (don't, it's).
 */
export function joinInWord(text: string, marks: string = IN_WORD_MARKS): string {
  const split = new RegExp(`([${marks}]{1,3})`, 'u');
  return text.replace(compound(marks), (word) => {
    const parts = word.split(split);
    // parts: chunk, marks, chunk, marks, ..., chunk
    if (parts.length === 3 && [...parts[0]!].length === 1 && [...parts[2]!].length === 1) return word;
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) {
      const mark = parts[i]!;
      const before = parts[i - 1]!;
      const after = parts[i + 1]!;
      const inside = wordEdge(before, [...before].at(-1)!) && wordEdge(after, [...after][0]!);
      const contraction = APOSTROPHES.test(mark) && CONTRACTIONS.has(after);
      out += (inside && !contraction ? '' : mark) + after;
    }
    return out;
  });
}

/** Letters and digits s p a c e d or d.o.t.t.e.d apart joined: "s e n d", "0 7 1 2". */
export const joinSpaced = (text: string): string => text.replace(SPACED, (run) => run.replace(/[ .\-_*/·•]/g, ''));

/** The decimal digit a digit of any script stands for ("٧", "७" and "７" are 7). */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  let zero = code;
  // Unicode keeps each script's digits together, 0 to 9 (some blocks several sets in a row).
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((code - zero) % 10);
}

/**
 * The text's letters as drawn: NFKD with the accents dropped (so fullwidth ｗ and 𝐰 are w),
 * invisible characters gone, look-alike letters of other scripts made Latin, lower case,
 * digits of every script made 0-9. A sentence typed without a space after its full stop
 * ("available.Send") is given one first, so joining marks inside words never joins two
 * sentences. Nothing is joined here: the readings below do that.
 */
export function readLetters(text: string): string {
  let folded = '';
  const spaced = text
    .replace(APOSTROPHE_LIKE, "'")
    .normalize('NFKC')
    .replace(/(?<=\p{Ll}\p{Ll})[.!?](?=\p{Lu}\p{Ll})/gu, (stop) => `${stop} `);
  for (const char of spaced.normalize('NFKD').replace(/\p{M}/gu, '').replace(INVISIBLE, ''))
    folded += LETTERS_ONLY[char] ?? char;
  return folded.toLowerCase().replace(/(?!\d)\p{Nd}/gu, (digit) => asciiDigit(digit));
}

const UNITS: Record<string, number> = {
  ...NUMBER_WORDS,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  ishirini: 20,
  thelathini: 30,
  arobaini: 40,
  hamsini: 50,
  sitini: 60,
  sabini: 70,
  themanini: 80,
  tisini: 90,
  // Sheng: kindee 10, chuani 50, soo 100, finje / punch 500.
  kindee: 10,
  chuani: 50,
  soo: 100,
  finje: 500,
  punch: 500,
};
/** Words that multiply: English puts the count before them, Swahili after ("elfu mbili" is 2,000). */
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  mia: 100,
  elfu: 1_000,
  laki: 100_000,
  milioni: 1_000_000,
  // Sheng for a thousand.
  thao: 1_000,
  ngiri: 1_000,
  ashu: 1_000,
};
const JOINERS = new Set(['na', 'and']);
const numberWord = (word: string) => word in UNITS || word in SCALES || /^\d+$/.test(word);

/** A run of number words (and plain numbers) as one amount: "two thousand five hundred", "elfu mbili na mia tano". */
function amountOf(words: string[]): number | null {
  let total = 0;
  let pending = 0;
  let i = 0;
  let seen = false;
  while (i < words.length) {
    const word = words[i]!;
    const value = /^\d+$/.test(word) ? Number(word) : UNITS[word];
    const scale = SCALES[word];
    if (scale !== undefined && word !== 'hundred') {
      // Swahili order: "elfu mbili" = 2 × 1,000; English order: "two thousand" = 2 × 1,000.
      const next = words[i + 1];
      const after =
        next !== undefined && !(next in SCALES) ? (/^\d+$/.test(next) ? Number(next) : UNITS[next]) : undefined;
      if (pending > 0) {
        total += pending * scale;
        pending = 0;
      } else if (after !== undefined) {
        total += after * scale;
        i += 1;
      } else total += scale;
      seen = true;
    } else if (word === 'hundred') {
      pending = (pending || 1) * 100;
      seen = true;
    } else if (value !== undefined) {
      pending += value;
      seen = true;
    } else if (!JOINERS.has(word)) return null;
    i += 1;
  }
  return seen ? total + pending : null;
}

/** Number words become digits: runs of them, with "na"/"and" inside a run, read as one amount. */
function numbersInWords(text: string): string {
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    if (!numberWord(words[i]!) || (/^\d+$/.test(words[i]!) && !((words[i + 1] ?? '') in SCALES))) {
      out.push(words[i]!);
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < words.length && (numberWord(words[j]!) || (JOINERS.has(words[j]!) && numberWord(words[j + 1] ?? ''))))
      j += 1;
    const amount = amountOf(words.slice(i, j));
    // A lone small word ("one", "moja") stays a word: "one month", "the one with parking".
    if (amount !== null && (amount >= 100 || j - i > 1)) out.push(String(amount));
    else out.push(...words.slice(i, j));
    i = j;
  }
  return out.join(' ');
}

/**
 * How a mark between two letters is read. 'joined' (the default): taken out, as a word
 * broken to slip past a matcher ("view.ing" is "viewing"). 'kept': left as it was typed,
 * where it parts two words ("Hi,pay", "rent/deposit"). The money signals look at both
 * readings (scam-shield.ts); everything else compares the joined one.
 */
export type MarkReading = 'joined' | 'kept';

/**
 * The message as the money signals read it: readLetters (NFKC, invisible characters gone,
 * look-alike letters made Latin, lower case), marks inside words taken out, spaced and
 * dotted letters joined, digit stand-ins inside words made letters, and amounts in words
 * made digits. Sentence ends and line breaks stay.
 */
export function foldForSignals(text: string, reading: MarkReading = 'joined'): string {
  const letters = readLetters(text);
  const folded = joinSpaced(reading === 'joined' ? joinInWord(letters) : letters)
    // Inside a word that has letters on both sides: p3sa, dep0sit, $end, tum@.
    .replace(/[\p{L}\d$@]+/gu, (word) =>
      /\p{L}/u.test(word) && /[\d$@]/.test(word) && !/^\d+(?:k|bob|ksh|\/=)?$/.test(word)
        ? word.replace(/[013457$@]/g, (c) => STAND_INS[c] ?? c)
        : word,
    );
  return folded
    .split('\n')
    .map((line) => numbersInWords(line.replace(/[ \t]+/g, ' ')))
    .join('\n');
}

/** Both readings of a text for the signals (one when marks change nothing). */
export function signalReadings(text: string): string[] {
  const joined = foldForSignals(text, 'joined');
  const kept = foldForSignals(text, 'kept');
  return joined === kept ? [joined] : [joined, kept];
}

/**
 * The message as "the same words" are compared: folded for signals, then digits and
 * punctuation folded away ("send 1000" and "Send 1,001!" are one text), spacing collapsed.
 */
export function foldForCompare(text: string): string {
  return foldForSignals(text)
    .replace(/\d[\d,.]*/g, '#')
    .replace(/[^\p{L}#]+/gu, ' ')
    .trim();
}
