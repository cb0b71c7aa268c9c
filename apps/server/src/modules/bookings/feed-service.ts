import { STAY_FEED_NOT_FOUND } from '@nyumba/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { stayCalendars } from '../../db/schema-bookings.ts';
import { notFound } from '../../lib/http-errors.ts';
import { takenNights, toRanges } from './calendar-service.ts';
import { nightsFeed } from './ical.ts';

/**
 * A bnb's calendar for other sites, at its secret address: the nights guests hold or have
 * and the nights the host shut. Nights imported from another site are left out, so two
 * sites reading each other's feeds never keep a night shut between them after it frees.
 */
export async function stayFeed(db: Database, token: string, now = new Date()): Promise<string> {
  const [row] = await db
    .select({ id: listings.id, name: listings.name })
    .from(stayCalendars)
    .innerJoin(listings, eq(listings.id, stayCalendars.listingId))
    .where(and(eq(stayCalendars.exportToken, token), ne(listings.moderation, 'removed')));
  if (!row) throw notFound(STAY_FEED_NOT_FOUND);
  const nights = (await takenNights(db, row.id, now)).filter((night) => night.source !== 'import');
  return nightsFeed(row, toRanges(nights.map((night) => night.night)), now);
}
