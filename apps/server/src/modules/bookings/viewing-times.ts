import {
  DEFAULT_VIEWING_TIMES,
  VIEWING_NOT_A_HOME,
  VIEWING_DATE_PAST,
  VIEWING_TIMES_SAVED,
  freeViewingSlots,
  kenyaToday,
  type ViewingTimes,
  type ViewingTimesBody,
} from '@nyumba/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { viewingSlots, viewingTimes } from '../../db/schema-bookings.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { listingIsPublic } from '../moderation/index.ts';

/** Only homes to rent or buy are viewed. */
export const VIEWABLE = new Set(['rentals', 'for-sale']);

export async function timesOf(db: Database | Transaction, listingId: string): Promise<ViewingTimes> {
  const [row] = await db
    .select({ times: viewingTimes.times })
    .from(viewingTimes)
    .where(eq(viewingTimes.listingId, listingId));
  return row?.times ?? DEFAULT_VIEWING_TIMES;
}

/** Start instants (ISO) of the listing's booked slots from now on. */
export async function takenSlots(db: Database | Transaction, listingId: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ startsAt: viewingSlots.startsAt })
    .from(viewingSlots)
    .where(and(eq(viewingSlots.listingId, listingId), gt(viewingSlots.startsAt, now)));
  return new Set(rows.map((row) => row.startsAt.toISOString()));
}

async function home(db: Database, id: string, publicOnly: boolean) {
  const [row] = await db
    .select({ id: listings.id, type: listings.type, ownerId: listings.ownerId })
    .from(listings)
    .where(publicOnly ? and(eq(listings.id, id), listingIsPublic) : eq(listings.id, id));
  if (!row) throw notFound('Listing not found');
  if (!VIEWABLE.has(row.type)) throw notFound(VIEWING_NOT_A_HOME);
  return row;
}

/** The free slots a seeker may book, for four weeks from now. */
export async function openSlots(db: Database, listingId: string, now = new Date()) {
  await home(db, listingId, true);
  const times = await timesOf(db, listingId);
  return {
    success: true as const,
    slots: freeViewingSlots(times, await takenSlots(db, listingId, now), now),
    autoConfirm: times.autoConfirm,
    slotMinutes: times.slotMinutes,
  };
}

async function ownedHome(db: Database, listingId: string, userId: string) {
  const listing = await home(db, listingId, false);
  if (listing.ownerId !== userId) throw forbidden('You can only change your own listing');
}

/** The lister's times without the one-off dates and days off already past: those say nothing now. */
function fromToday(times: ViewingTimes, today: string): ViewingTimes {
  return {
    ...times,
    extra: times.extra.filter((row) => row.date >= today),
    blocked: times.blocked.filter((date) => date >= today),
  };
}

export async function listerTimes(db: Database, listingId: string, userId: string) {
  await ownedHome(db, listingId, userId);
  return { success: true as const, times: fromToday(await timesOf(db, listingId), kenyaToday()) };
}

/** A one-off time or a day off before today is a mistake (a year typed wrong), said beside it, not saved. */
function refusePastDates(body: ViewingTimesBody, today: string): void {
  const extra = body.extra.findIndex((row) => row.date < today);
  if (extra >= 0) throw badRequest(`extra.${extra}.date`, VIEWING_DATE_PAST);
  const blocked = body.blocked.findIndex((date) => date < today);
  if (blocked >= 0) throw badRequest(`blocked.${blocked}`, VIEWING_DATE_PAST);
}

/** The lister's times replace the old ones; viewings already booked keep their slots. */
export async function saveListerTimes(db: Database, listingId: string, userId: string, body: ViewingTimesBody) {
  await ownedHome(db, listingId, userId);
  refusePastDates(body, kenyaToday());
  const times: ViewingTimes = {
    ...body,
    blocked: [...new Set(body.blocked)].sort(),
  };
  await db
    .insert(viewingTimes)
    .values({ listingId, times })
    .onConflictDoUpdate({ target: viewingTimes.listingId, set: { times } });
  return { success: true as const, times, message: VIEWING_TIMES_SAVED };
}
