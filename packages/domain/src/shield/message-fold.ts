import { LOOK_ALIKES } from '../core/confusables.ts';
import { NUMBER_WORDS } from '../core/numbers.ts';

/*
 * A message as the scam shield reads it, whatever its writer did to hide it: look-alike
 * letters from other scripts (Cyrillic "а" for Latin "a"), letters s p a c e d or d.o.t.t.e.d
 * apart, digits and symbols standing in for letters (p3sa, $end), invisible characters, and
 * amounts written in words in English, Swahili or Sheng ("two thousand", "elfu mbili",
 * "thao mbili"), which become digits. Then the money signals (scam-shield.ts) and the
 * "same message to many listers" guard compare what was meant, not how it was typed.
 */

// Format characters that draw nothing (soft hyphen, zero-width spaces and joiners, direction
// marks); combining marks, variation selectors among them, are dropped after NFKD below.
const INVISIBLE = /[\u00ad\u061c\u115f\u1160\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu;

/** Letters of other scripts drawn like Latin ones; digits are left to the stand-in rule below. */
const LETTERS_ONLY = Object.fromEntries(
  Object.entries(LOOK_ALIKES).filter(([from, to]) => /\p{L}/u.test(from) && /[a-z]/.test(to)),
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
 * The message as the money signals read it: NFKC, invisible characters gone, look-alike
 * letters made Latin, lower case, spaced and dotted letters joined, digit stand-ins inside
 * words made letters, and amounts in words made digits. Sentence ends and line breaks stay.
 */
export function foldForSignals(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFKD').replace(/\p{M}/gu, '').replace(INVISIBLE, ''))
    folded += LETTERS_ONLY[char] ?? char;
  folded = folded
    .toLowerCase()
    .replace(SPACED, (run) => run.replace(/[ .\-_*/·•]/g, ''))
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
