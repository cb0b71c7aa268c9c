import { ADULT_REQUIRED } from '@nyumba/domain';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * Listing and paying are contracts, for adults: signing up says so (terms.ts); an account
 * made before that says it once (POST /api/user/adult) before it lists or pays.
 */
export function assertAdult(user: Pick<UserRow, 'adultConfirmedAt'>): void {
  if (!user.adultConfirmedAt) throw new HttpError(403, ADULT_REQUIRED, { adult: ADULT_REQUIRED });
}
