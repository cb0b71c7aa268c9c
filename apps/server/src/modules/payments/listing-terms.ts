import type { CancellationPolicy } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, type UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';

/** A lister sets their listing's cancellation policy: what a guest reads before asking and before paying. */
export async function setCancellationPolicy(
  db: Database,
  user: UserRow,
  listingId: string,
  policy: CancellationPolicy,
): Promise<void> {
  const [listing] = await db.select({ ownerId: listings.ownerId }).from(listings).where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  if (listing.ownerId !== user.id) throw forbidden('You can only change your own listings');
  await db.update(listings).set({ cancellationPolicy: policy }).where(eq(listings.id, listingId));
}
