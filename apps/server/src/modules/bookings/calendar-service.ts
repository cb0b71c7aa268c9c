import { randomBytes } from 'node:crypto';
import {
  STAY_BLOCK_CLASHES,
  STAY_CALENDAR_SAVED,
  STAY_HORIZON_DAYS,
  STAY_NOT_A_BNB,
  addDays,
  kenyaToday,
  nightsOf,
  stayCalendarBodySchema,
  stayFeed,
  type HostCalendarResponse,
  type StayCalendar,
  type StayCalendarBody,
  type CancellationPolicy,
  VIEWING_DATE_PAST,
  codeBeside,
} from '@nyumba/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { stayCalendars, stayNights } from '../../db/schema-bookings.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { listingIsPublic } from '../moderation/index.ts';

export type CalendarRow = typeof stayCalendars.$inferSelect;

/** A new feed secret: 32 random bytes, URL-safe. */
const newFeedToken = () => randomBytes(32).toString('base64url');

/** The listing's calendar row, made with the defaults the first time anyone asks. */
export async function calendarRow(db: Database | Transaction, listingId: string): Promise<CalendarRow> {
  const [made] = await db
    .insert(stayCalendars)
    .values({ listingId, exportToken: newFeedToken() })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [row] = await db.select().from(stayCalendars).where(eq(stayCalendars.listingId, listingId));
  return row!;
}

/** The nights taken from today for a year, each with why. */
export async function takenNights(db: Database | Transaction, listingId: string, now: Date) {
  const today = kenyaToday(now);
  return db
    .select({ night: stayNights.night, source: stayNights.source })
    .from(stayNights)
    .where(
      and(
        eq(stayNights.listingId, listingId),
        gte(stayNights.night, today),
        lt(stayNights.night, addDays(today, STAY_HORIZON_DAYS + 1)),
      ),
    )
    .orderBy(asc(stayNights.night));
}

async function bnb(db: Database, id: string, publicOnly: boolean) {
  const [row] = await db
    .select({
      id: listings.id,
      type: listings.type,
      ownerId: listings.ownerId,
      price: listings.price,
      maxGuests: listings.maxGuests,
      policy: listings.cancellationPolicy,
    })
    .from(listings)
    .where(publicOnly ? and(eq(listings.id, id), listingIsPublic) : eq(listings.id, id));
  if (!row) throw notFound('Listing not found');
  if (row.type !== 'bnbs') throw notFound(STAY_NOT_A_BNB);
  return row;
}

function rules(row: CalendarRow, listing: { price: number; maxGuests: number | null; policy: CancellationPolicy }) {
  return {
    minNights: row.minNights,
    maxNights: row.maxNights,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    maxGuests: listing.maxGuests,
    nightlyPrice: listing.price,
    policy: listing.policy,
  };
}

/** What a guest sees before asking: the rules and which nights are taken (not why). */
export async function publicCalendar(db: Database, listingId: string, now = new Date()): Promise<StayCalendar> {
  const listing = await bnb(db, listingId, true);
  const row = await calendarRow(db, listingId);
  const taken = await takenNights(db, listingId, now);
  return { ...rules(row, listing), taken: taken.map((night) => night.night) };
}

/** Consecutive nights as ranges, each inclusive of both days. */
export function toRanges(nights: string[]): { from: string; to: string }[] {
  const ranges: { from: string; to: string }[] = [];
  for (const night of nights) {
    const last = ranges.at(-1);
    if (last && addDays(last.to, 1) === night) last.to = night;
    else ranges.push({ from: night, to: night });
  }
  return ranges;
}

async function ownedBnb(db: Database, listingId: string, userId: string) {
  const listing = await bnb(db, listingId, false);
  if (listing.ownerId !== userId) throw forbidden('You can only change your own listing');
  return listing;
}

export async function hostCalendar(
  db: Database,
  listingId: string,
  userId: string,
  publicUrl: string,
  now = new Date(),
): Promise<HostCalendarResponse> {
  const listing = await ownedBnb(db, listingId, userId);
  const row = await calendarRow(db, listingId);
  const taken = await takenNights(db, listingId, now);
  return {
    success: true,
    calendar: {
      ...rules(row, listing),
      taken: taken.map((night) => night.night),
      blocked: toRanges(taken.filter((night) => night.source === 'blocked').map((night) => night.night)),
      importUrl: row.importUrl,
      importedAt: row.importedAt?.toISOString() ?? null,
      importError: row.importError,
      ...codeBeside('importErrorCode', row.importError),
      exportUrl: `${publicUrl.replace(/\/$/, '')}${stayFeed.path.replace(':token', () => `${row.exportToken}.ics`)}`,
    },
  };
}

/**
 * Saves the host's rules and replaces their blocked nights from today on. A night a guest
 * holds cannot be blocked over them; nights another site's calendar blocks stay as they are.
 */
export async function saveHostCalendar(
  db: Database,
  listingId: string,
  userId: string,
  input: StayCalendarBody,
  publicUrl: string,
  now = new Date(),
): Promise<HostCalendarResponse> {
  const body: z.output<typeof stayCalendarBodySchema> = stayCalendarBodySchema.parse(input);
  await ownedBnb(db, listingId, userId);
  const today = kenyaToday(now);
  const horizon = addDays(today, STAY_HORIZON_DAYS);
  // A range wholly past shuts nothing: a year typed wrong, said beside it rather than dropped.
  const past = body.blocked.findIndex((range) => range.to < today);
  if (past >= 0) throw badRequest(`blocked.${past}.to`, VIEWING_DATE_PAST);
  const wanted = new Set(
    body.blocked.flatMap((range) =>
      nightsOf(range.from < today ? today : range.from, addDays(range.to > horizon ? horizon : range.to, 1)),
    ),
  );
  await db.transaction(async (tx) => {
    const row = await calendarRow(tx, listingId);
    const importChanged = (row.importUrl ?? null) !== body.importUrl;
    await tx
      .update(stayCalendars)
      .set({
        minNights: body.minNights,
        maxNights: body.maxNights,
        checkInTime: body.checkInTime,
        checkOutTime: body.checkOutTime,
        importUrl: body.importUrl,
        // A new link is read afresh at the next hour; a removed one lets its nights go.
        ...(importChanged ? { importedAt: null, importError: null } : {}),
      })
      .where(eq(stayCalendars.listingId, listingId));
    if (importChanged && !body.importUrl) {
      await tx.delete(stayNights).where(and(eq(stayNights.listingId, listingId), eq(stayNights.source, 'import')));
    }
    await tx
      .delete(stayNights)
      .where(and(eq(stayNights.listingId, listingId), eq(stayNights.source, 'blocked'), gte(stayNights.night, today)));
    if (wanted.size === 0) return;
    const nights = [...wanted].sort();
    const [clash] = await tx
      .select({ night: stayNights.night })
      .from(stayNights)
      .where(and(eq(stayNights.listingId, listingId), eq(stayNights.source, 'stay'), inArray(stayNights.night, nights)))
      .limit(1);
    if (clash) throw conflict(STAY_BLOCK_CLASHES, 'blocked');
    // An imported night the host also blocks becomes theirs: it stays shut if the import drops it.
    await tx
      .insert(stayNights)
      .values(nights.map((night) => ({ listingId, night, source: 'blocked' as const, stayId: null })))
      .onConflictDoUpdate({
        target: [stayNights.listingId, stayNights.night],
        set: { source: 'blocked' },
        where: sql`${stayNights.source} = 'import'`,
      });
  });
  return { ...(await hostCalendar(db, listingId, userId, publicUrl, now)), message: STAY_CALENDAR_SAVED };
}
