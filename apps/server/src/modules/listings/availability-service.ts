import {
  AVAILABILITY_NOT_FOR_TYPE,
  availabilitiesFor,
  STATS_DAYS,
  type Availability,
  type Listing,
  type ListingStats,
  type ListingType,
} from '@nyumba/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { listingDays, savedListings } from '../../db/schema-activity.ts';
import { stays, viewings } from '../../db/schema-bookings.ts';
import { conversations } from '../../db/schema-messages.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { listingIsVisible } from '../moderation/index.ts';
import { toListing } from './listing-read.ts';
import { ownedListing } from './write-service.ts';
import { confirmedNow } from './freshness.ts';
import { countVisits, kenyanDay } from './visits.ts';
import { assertMayPublish } from '../shield/index.ts';

/**
 * A lister marks a listing let, sold, paused or available again. A let, sold or paused
 * listing leaves search, the map, home and alerts (visibility.ts listingIsPublic) at once
 * (the answer caches follow the listing version, which the change raises); its page stays
 * and says so.
 */
export async function setAvailability(
  db: Database,
  id: string,
  userId: string,
  availability: Availability,
  newListerDays: number,
): Promise<Listing> {
  const before = await ownedListing(db, id, userId);
  if (!availabilitiesFor(before.type as ListingType).includes(availability)) {
    throw badRequest('availability', AVAILABILITY_NOT_FOR_TYPE);
  }
  const update = async (tx: Transaction) => {
    if (availability === 'available' && (before.availability !== 'available' || before.staleAt))
      await assertMayPublish(tx, userId, newListerDays, id);
    return (
      tx
        .update(listings)
        // Saying it is available is a confirmation: back in search for another period.
        .set({
          availability,
          availabilityChangedAt: new Date(),
          ...(availability === 'available' ? confirmedNow() : {}),
        })
        .where(eq(listings.id, id))
        .returning()
    );
  };
  const [row] = await db.transaction(update);
  return toListing(row!, false, true, true);
}

/** Counts one tap (in `contacts` and its channel's column) for the listing's day (one row a listing a day). */
async function countTap(db: Database, listingId: string, field: 'calls' | 'whatsapp'): Promise<void> {
  const column = field === 'calls' ? listingDays.calls : listingDays.whatsapp;
  await db
    .insert(listingDays)
    .values({ listingId, day: kenyanDay(), [field]: 1, contacts: 1 })
    .onConflictDoUpdate({
      target: [listingDays.listingId, listingDays.day],
      set: { [field]: sql`${column} + 1`, contacts: sql`${listingDays.contacts} + 1` },
    });
}

/**
 * A person opening a listing's page, counted for its lister once a day (visits.ts): not its
 * owner, not a link preview or crawler, and not the server drawing the page for itself
 * (counted once, by the page's own request). Never in the way of the answer: it runs after,
 * and a failure is only logged.
 */
export function recordView(
  db: Database,
  listing: Pick<Listing, '_id' | 'userRef'>,
  viewer: { id?: string } | undefined,
  request: { ip: string; headers: { 'user-agent'?: string | undefined } },
  log: { warn: (object: object, message: string) => void },
): void {
  if (viewer?.id === listing.userRef) return;
  const visitor = { ip: request.ip, userAgent: request.headers['user-agent'], userId: viewer?.id };
  countVisits(db, [listing._id], 'page', visitor).catch((error: unknown) =>
    log.warn({ err: error }, 'listing view not counted'),
  );
}

/** Set on the server's own reads while it draws a page (pages/server-render.ts). */
export const DRAWING_HEADER = 'x-nyumba-drawing';

/** A tap on Call or WhatsApp; only on a listing the public can see. */
export async function recordContact(db: Database, listingId: string, channel: 'call' | 'whatsapp'): Promise<void> {
  const [found] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingIsVisible));
  if (!found) throw notFound('Listing not found');
  await countTap(db, listingId, channel === 'call' ? 'calls' : 'whatsapp');
}

const NO_CONTACTS = { messages: 0, viewings: 0, stays: 0, calls: 0, whatsapp: 0 };

/** Rows of (listing, n): how many of a table's rows each listing had since `since`. */
function countSince(
  db: Database,
  table: typeof conversations | typeof viewings | typeof stays,
  ids: string[],
  since: Date,
) {
  return db
    .select({ id: table.listingId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(and(inArray(table.listingId, ids), gte(table.createdAt, since)))
    .groupBy(table.listingId);
}

/**
 * Each listing's views, saves and contacts over the last 30 days, for its lister. Contacts
 * are every way people reached them, each counted apart: conversations started on Nyumba,
 * viewings and stays asked for, and taps on Call and WhatsApp (issue 41: a lister with a
 * message and a confirmed viewing read "0 contacts", which counted taps only).
 */
export async function statsFor(db: Database, ids: string[]): Promise<Map<string, ListingStats>> {
  const stats = new Map<string, ListingStats>(
    ids.map((id) => [id, { views: 0, saves: 0, contacts: 0, contactsBy: { ...NO_CONTACTS } }]),
  );
  if (ids.length === 0) return stats;
  const since = new Date(Date.now() - STATS_DAYS * 24 * 3_600_000);
  const [days, saves, messages, viewingRows, stayRows] = await Promise.all([
    db
      .select({
        id: listingDays.listingId,
        views: sql<number>`sum(${listingDays.views})`.mapWith(Number),
        taps: sql<number>`sum(${listingDays.contacts})`.mapWith(Number),
        calls: sql<number>`sum(${listingDays.calls})`.mapWith(Number),
        whatsapp: sql<number>`sum(${listingDays.whatsapp})`.mapWith(Number),
      })
      .from(listingDays)
      .where(and(inArray(listingDays.listingId, ids), gte(listingDays.day, kenyanDay(since))))
      .groupBy(listingDays.listingId),
    db
      .select({ id: savedListings.listingId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(savedListings)
      .where(and(inArray(savedListings.listingId, ids), gte(savedListings.createdAt, since)))
      .groupBy(savedListings.listingId),
    countSince(db, conversations, ids, since),
    countSince(db, viewings, ids, since),
    countSince(db, stays, ids, since),
  ]);
  for (const row of days) {
    const entry = stats.get(row.id)!;
    Object.assign(entry, { views: row.views, contacts: row.taps });
    Object.assign(entry.contactsBy, { calls: row.calls, whatsapp: row.whatsapp });
  }
  for (const row of saves) stats.get(row.id)!.saves = row.n;
  for (const [kind, rows] of [
    ['messages', messages],
    ['viewings', viewingRows],
    ['stays', stayRows],
  ] as const) {
    for (const row of rows) {
      const entry = stats.get(row.id)!;
      entry.contactsBy[kind] = row.n;
      entry.contacts += row.n;
    }
  }
  return stats;
}
