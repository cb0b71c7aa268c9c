import { z } from 'zod';
import { NEIGHBOURHOODS, suggestNeighbourhoods, type Neighbourhood } from '../listings/neighbourhoods.ts';

/**
 * The USSD door (Africa's Talking's USSD API): a feature phone dials the service code and
 * Nyumba answers screen by screen. Each screen is at most 182 characters (what every Kenyan
 * network shows in one screen; a longer one is cut by the network, not by us), and the
 * network ends a session the caller leaves idle after 180 seconds.
 */
export const USSD_SCREEN_MAX = 182;
/** The words of a screen: what is left after `CON ` or `END `. */
export const USSD_TEXT_MAX = USSD_SCREEN_MAX - 4;
export const USSD_SESSION_SECONDS = 180;
/** Listings or providers one screen offers. */
export const USSD_RESULTS = 3;

/** What Africa's Talking posts for each step of a session (form-encoded; fields it adds are ignored). */
export const ussdBodySchema = z.looseObject({
  sessionId: z.string({ error: 'sessionId is required' }).min(1).max(100),
  serviceCode: z.string().max(40).optional(),
  phoneNumber: z.string({ error: 'phoneNumber is required' }).min(1).max(30),
  /** Every answer of the session so far, joined by '*' ('' on the first screen). */
  text: z.string().max(2000).default(''),
  networkCode: z.string().max(20).optional(),
});
export type UssdBody = z.infer<typeof ussdBodySchema>;

/** The answers of a session in order: Africa's Talking sends them all, joined by '*', every step. */
export function ussdAnswers(text: string): string[] {
  return text === '' ? [] : text.split('*').map((answer) => answer.trim());
}

/**
 * A top budget as a person types it on a keypad: "30000", "30,000", "30k", "1.5m". Null for
 * anything else, or a figure no home costs (below 500 shillings or above a billion).
 */
export function parseBudget(typed: string): number | null {
  const match = /^(?:ksh\.?\s*)?(\d{1,10}(?:[.,]\d{1,3})*)\s*([km])?$/i.exec(typed.trim());
  if (!match) return null;
  const [, digits = '', unit] = match;
  const scale = unit?.toLowerCase() === 'k' ? 1_000 : unit?.toLowerCase() === 'm' ? 1_000_000 : 1;
  // "30,000" groups thousands; "1.5" (with a k or m) is a decimal.
  const number = unit ? Number(digits.replace(',', '.')) : Number(digits.replace(/[.,]/g, ''));
  const amount = Math.round(number * scale);
  return Number.isFinite(amount) && amount >= 500 && amount <= 1_000_000_000 ? amount : null;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Letters to change, add or drop to turn `a` into `b` (stops counting past `most`). */
function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > most) return most + 1;
    previous = row;
  }
  return previous[b.length]!;
}

const FOLDED = NEIGHBOURHOODS.map((n) => ({ n, name: fold(n.name) }));

/**
 * An area typed on a keypad, read as the search box reads one: the place itself when the
 * words name it, else up to `limit` places it may mean (names that start with or contain the
 * words, then names a typo or two away: "kilimanj" → Kilimani), for a "Did you mean" screen.
 */
export function matchArea(typed: string, limit = USSD_RESULTS): { area: Neighbourhood } | { choices: Neighbourhood[] } {
  const words = fold(typed);
  if (words.length < 2) return { choices: [] };
  const exact = FOLDED.find((entry) => entry.name === words);
  if (exact) return { area: exact.n };
  const started = suggestNeighbourhoods(words, limit);
  if (started.length === 1 && fold(started[0]!.name).startsWith(words)) return { area: started[0]! };
  if (started.length > 0) return { choices: started };
  // Typos: a letter for every four typed may be wrong.
  const most = Math.max(1, Math.floor(words.length / 4));
  const near = FOLDED.map((entry) => ({ n: entry.n, d: editDistance(words, entry.name, most) }))
    .filter((entry) => entry.d <= most)
    .sort((a, b) => a.d - b.d || a.n.name.localeCompare(b.n.name));
  return { choices: near.slice(0, limit).map((entry) => entry.n) };
}
