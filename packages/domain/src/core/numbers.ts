import { z } from 'zod';

/**
 * Numbers as people and clients write them: decimal digits, an optional sign and fraction.
 * JavaScript's Number() also reads "0x10" (16), "1e3", "Infinity" and "" (0); a query or
 * a form that sends those meant something else, so they are refused with the field's
 * message rather than read as a number nobody typed.
 */
const DECIMAL = /^[+-]?(?:\d{1,20}(?:\.\d{1,20})?|\.\d{1,20})$/;

/** The number a decimal text (or a finite number) stands for, or null. */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : null;
}

/** A zod number that also takes decimal text (query strings, form fields), and nothing else. */
export function decimalNumber(message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      // Left as text, anything not decimal fails z.number() below with the field's message.
      return parseDecimal(value) ?? value;
    },
    z.number({ error: message }).finite({ error: message }),
  );
}

/**
 * Small numbers as words, in English and Swahili (bare, and in the noun class of "vyumba",
 * rooms): read by search ("vyumba viwili") and by the scam shield's amounts ("elfu mbili").
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  moja: 1,
  mbili: 2,
  viwili: 2,
  tatu: 3,
  vitatu: 3,
  nne: 4,
  vinne: 4,
  tano: 5,
  vitano: 5,
};
