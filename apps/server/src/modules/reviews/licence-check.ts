import { LICENCE_NONE, licenceBodyOf, isTrade } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';

/**
 * A moderator checked a service's registration number with its body (NCA, EPRA, EBK,
 * BORAQS): the page says "checked by Nyumba" instead of "claimed", with `note` kept (what was
 * checked, where). Changing the number or its validity clears it (write-service.ts), so a check
 * never covers a number nobody looked at; past the day it is valid until, it stops showing.
 */
export async function checkLicence(
  db: Database,
  listingId: string,
  checked: boolean,
  note: string | undefined,
  now = new Date(),
) {
  const [listing] = await db
    .select({ trade: listings.trade, number: listings.licenceNumber })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  if (!listing.number || !isTrade(listing.trade) || !licenceBodyOf(listing.trade)) throw conflict(LICENCE_NONE);
  await db
    .update(listings)
    .set({ licenceCheckedAt: checked ? now : null, licenceCheckNote: checked ? note || null : null })
    .where(eq(listings.id, listingId));
  return checked ? 'Registration marked checked.' : 'Registration marked not checked.';
}
