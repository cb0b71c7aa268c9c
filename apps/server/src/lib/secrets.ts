import { timingSafeEqual } from 'node:crypto';

/** Compares a secret from a link with the stored one in constant time: no timing tells how much matched. */
export function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
