import { STAY_NOT_FOUND, nightsBetween, stayPrice, type Stay } from '@nyumba/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { stays } from '../../db/schema-bookings.ts';
import { notFound } from '../../lib/http-errors.ts';
import { stayPayments } from '../payments/index.ts';

const guests = alias(users, 'guest');
const hosts = alias(users, 'host');

function select(db: Database) {
  return db
    .select({
      stay: stays,
      listingName: listings.name,
      guestName: guests.username,
      hostName: hosts.username,
    })
    .from(stays)
    .innerJoin(listings, eq(listings.id, stays.listingId))
    .innerJoin(guests, eq(guests.id, stays.guestId))
    .innerJoin(hosts, eq(hosts.id, stays.hostId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
/** A stay with the names its answer shows: as read, or as a request just wrote it. */
export type StayWithNames = Row;

/** A stay as the caller sees it: which side they are, and the other person's name. */
export function toStay(row: StayWithNames, userId: string, payment: Stay['payment']): Stay {
  const { stay } = row;
  const role = stay.guestId === userId ? 'guest' : 'host';
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return {
    id: stay.id,
    listingId: stay.listingId,
    listingName: row.listingName,
    conversationId: stay.conversationId,
    role,
    otherName: role === 'guest' ? row.hostName : row.guestName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    guests: stay.guests,
    nightlyPrice: stay.nightlyPrice,
    total: stayPrice(stay),
    checkInTime: stay.checkInTime,
    checkOutTime: stay.checkOutTime,
    status: stay.status,
    expiresAt: stay.expiresAt.toISOString(),
    cancelReason: stay.cancelReason,
    createdAt: stay.createdAt.toISOString(),
    payment,
  };
}

/** How stays are read: whether payments run on the simulator (each payment says "test mode"). */
export interface StayView {
  testMode?: boolean;
  now?: Date;
}

/** A request past its 24 hours reads as lapsed even before the job has run. */
const lapsedAware = (stay: Stay, now: Date): Stay =>
  stay.status === 'pending' && Date.parse(stay.expiresAt) <= now.getTime() ? { ...stay, status: 'expired' } : stay;

export async function stayById(db: Database, id: string, userId: string, view: StayView = {}): Promise<Stay> {
  const [row] = await select(db).where(eq(stays.id, id));
  if (!row || (row.stay.guestId !== userId && row.stay.hostId !== userId)) throw notFound(STAY_NOT_FOUND);
  const money = await stayPayments(db, [row.stay], view.testMode ?? false);
  return lapsedAware(toStay(row, userId, money.get(row.stay.id) ?? null), view.now ?? new Date());
}

/**
 * The caller's stays on both sides, newest first: waiting requests, then the rest. A
 * conversation's page asks for its own only.
 */
export async function staysOf(db: Database, userId: string, conversationId?: string, view: StayView = {}) {
  const rows = await select(db)
    .where(
      and(
        or(eq(stays.guestId, userId), eq(stays.hostId, userId)),
        conversationId ? eq(stays.conversationId, conversationId) : undefined,
      ),
    )
    .orderBy(sql`(${stays.status} = 'pending') DESC`, desc(stays.createdAt))
    .limit(100);
  const money = await stayPayments(
    db,
    rows.map((row) => row.stay),
    view.testMode ?? false,
  );
  const now = view.now ?? new Date();
  return rows.map((row) => lapsedAware(toStay(row, userId, money.get(row.stay.id) ?? null), now));
}
