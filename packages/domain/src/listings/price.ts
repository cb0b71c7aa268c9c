// Prices are whole shillings per month. People type them in many ways; we accept the
// common ones and refuse anything ambiguous rather than guess (docs/decisions/0004-resolving-the-specification.md).

export const MAX_PRICE = 10_000_000_000;
export const PRICE_ERROR = 'Enter a price in shillings, like 25000, 25,000 or Ksh 25,000';
export const PRICE_POSITIVE = 'Price must be more than 0';

// Optional currency prefix, then either plain digits or digits grouped by commas in threes.
const PRICE_PATTERN = /^(?:(?:ksh|kshs|kes|sh)\.?\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.0{1,2})?$/i;

export type PriceResult = { ok: true; value: number } | { ok: false; error: string };

/**
 * A price in whole shillings. `min` is 1 for a listing's price (nothing on Nyumba is free:
 * a 0 is a mistyped or placeholder price that sorts first and misleads) and 0 for amounts
 * that may be nothing, like a service charge.
 */
export function parsePrice(input: unknown, min = 1): PriceResult {
  if (typeof input === 'number') {
    if (!Number.isInteger(input) || input > MAX_PRICE) return { ok: false, error: PRICE_ERROR };
    return input >= min ? { ok: true, value: input } : { ok: false, error: input >= 0 ? PRICE_POSITIVE : PRICE_ERROR };
  }
  // Bounded before the pattern runs: no way of writing a price is longer.
  if (typeof input !== 'string' || input.length > 40) return { ok: false, error: PRICE_ERROR };
  const match = PRICE_PATTERN.exec(input.trim());
  if (!match?.[1]) return { ok: false, error: PRICE_ERROR };
  const value = Number(match[1].replaceAll(',', ''));
  if (!Number.isSafeInteger(value) || value > MAX_PRICE) return { ok: false, error: PRICE_ERROR };
  if (value < min) return { ok: false, error: PRICE_POSITIVE };
  return { ok: true, value };
}
