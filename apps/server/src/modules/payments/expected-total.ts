import { PRICE_CHANGED, type PayBody } from '@nyumba/domain';
import { conflict } from '../../lib/http-errors.ts';

/**
 * The Consumer Protection Act wants the whole price seen before paying: the client sends the
 * total it showed and the person confirmed; when the price moved since, no prompt is sent.
 * Older clients send none and are charged the server's total as before.
 */
export function assertExpectedTotal(expected: number | undefined, total: number): void {
  if (expected !== undefined && expected !== total) throw conflict(PRICE_CHANGED, 'expectedTotal');
}

/** The validated pay body's total (its schema reads a missing body as {}, so its type is unknown here). */
export const expectedTotalOf = (body: unknown): number | undefined => (body as PayBody | undefined)?.expectedTotal;
