import {
  addDays,
  DAY_MS,
  HOUR_MS,
  kenyaToday,
  nightsBetween,
  nightsOf,
  PHONE_NEEDED_TO_HOLD_MORE,
  type Stay,
  STAY_CANNOT_CANCEL,
  STAY_DATES_FAR,
  STAY_DATES_PAST,
  STAY_DATES_TAKEN,
  STAY_HOLD_HOURS,
  STAY_HORIZON_DAYS,
  STAY_LAPSE_DAYS,
  STAY_LAPSES_BEFORE_SLOWED,
  STAY_NEW_GUEST_FULL,
  STAY_NEW_GUEST_NIGHTS,
  STAY_NOT_A_BNB,
  STAY_NEEDS_TRA_LICENCE,
  STAY_NOT_FOUND,
  STAY_NOT_PENDING,
  STAY_ONE_PER_BNB,
  STAY_OWN_LISTING,
  STAY_PENDING_FULL,
  STAY_PENDING_LIMIT,
  STAY_SLOWED,
  STAY_SLOWED_NIGHTS,
  STAY_TOO_LONG,
  STAY_TOO_MANY_GUESTS,
  STAY_TOO_SHORT,
  type StayAnswerBody,
  type StayCancelBody,
  type StayRequestBody,
} from '@nyumba/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { lockAccount } from '../../db/row-locks.ts';
import { listings, type UserRow } from '../../db/schema.ts';
import { stayNights, stays } from '../../db/schema-bookings.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { startConversationIn } from '../messages/index.ts';
import { listingIsPublic } from '../moderation/index.ts';
import { moneyOnCancel, termsOnAccept } from '../payments/index.ts';
import type { MailMessage } from '../../jobs/send-mail.ts';
import { peopleOf } from './booking-mail.ts';
import { calendarRow } from './calendar-service.ts';
import { mailStay, type StayMailDeps } from './stay-mail.ts';
import { stayById, staysOf, toStay } from './stay-read.ts';

/**
 * Requests nobody answered in time let their nights go, and their guests are told: all of
 * them (the job), one bnb's (before a new request for it) or one stay (before its answer).
 */
async function lapseExpired(
  tx: Transaction,
  deps: StayMailDeps,
  now: Date,
  scope: { listingId?: string; id?: string } = {},
): Promise<MailMessage[]> {
  const lapsed = await tx
    .update(stays)
    .set({ status: 'expired', answeredAt: now })
    .where(
      and(
        eq(stays.status, 'pending'),
        lte(stays.expiresAt, now),
        scope.listingId ? eq(stays.listingId, scope.listingId) : undefined,
        scope.id ? eq(stays.id, scope.id) : undefined,
      ),
    )
    .returning({ id: stays.id });
  const mails: MailMessage[] = [];
  for (const stay of lapsed) {
    await tx.delete(stayNights).where(eq(stayNights.stayId, stay.id));
    const mail = await mailStay(deps, tx, stay.id, 'expired', 'guest', now);
    if (mail) mails.push(mail);
  }
  return mails;
}

/**
 * The guest's caps on holding nights, counted under their row lock (requests at once cannot
 * all pass): one waiting request per bnb; at most STAY_PENDING_LIMIT waiting; a guest with no
 * completed stay holds at most STAY_NEW_GUEST_NIGHTS waiting nights in all; and a guest who
 * let requests lapse or withdrew them while waiting, twice in a week, one request of up to
 * STAY_SLOWED_NIGHTS at a time (holding and letting go again is how dates are hoarded).
 */
async function assertMayHold(
  tx: Transaction,
  guest: UserRow,
  listingId: string,
  nights: number,
  now: Date,
  phones: boolean,
) {
  const guestId = guest.id;
  const waiting = await tx
    .select({ listingId: stays.listingId, checkIn: stays.checkIn, checkOut: stays.checkOut })
    .from(stays)
    .where(and(eq(stays.guestId, guestId), eq(stays.status, 'pending')));
  if (waiting.some((row) => row.listingId === listingId)) throw conflict(STAY_ONE_PER_BNB, 'checkIn');
  // Beyond one waiting request, a person proven by their number (a throwaway costs a SIM).
  if (phones && waiting.length >= 1 && !guest.phoneVerifiedAt) throw forbidden(PHONE_NEEDED_TO_HOLD_MORE);
  if (waiting.length >= STAY_PENDING_LIMIT) throw new HttpError(429, STAY_PENDING_FULL);
  const held = waiting.reduce((sum, row) => sum + nightsBetween(row.checkIn, row.checkOut), 0);
  const since = new Date(now.getTime() - STAY_LAPSE_DAYS * DAY_MS);
  const [history] = await tx
    .select({
      lapsed: sql<number>`count(*) FILTER (WHERE ${stays.createdAt} > ${since} AND (${stays.status} = 'expired'
        OR (${stays.status} = 'cancelled' AND ${stays.answeredAt} IS NULL AND ${stays.cancelledBy} = ${guestId})))`.mapWith(
        Number,
      ),
      completed:
        sql<number>`count(*) FILTER (WHERE ${stays.status} = 'accepted' AND ${stays.checkOut} <= ${kenyaToday(now)})`.mapWith(
          Number,
        ),
    })
    .from(stays)
    .where(eq(stays.guestId, guestId));
  if ((history?.lapsed ?? 0) >= STAY_LAPSES_BEFORE_SLOWED && (waiting.length >= 1 || nights > STAY_SLOWED_NIGHTS))
    throw new HttpError(429, STAY_SLOWED);
  if ((history?.completed ?? 0) === 0 && held + nights > STAY_NEW_GUEST_NIGHTS)
    throw new HttpError(429, STAY_NEW_GUEST_FULL);
}

function checkDates(body: StayRequestBody, now: Date) {
  const today = kenyaToday(now);
  if (body.checkIn < today) throw badRequest('checkIn', STAY_DATES_PAST);
  if (body.checkOut > addDays(today, STAY_HORIZON_DAYS)) throw badRequest('checkOut', STAY_DATES_FAR);
}

/**
 * A guest asks for dates: the nights are held for 24 hours, the request is the next message
 * of their conversation with the host, and the host is mailed, all in one transaction. The
 * nights' primary key decides between two requests at once: each inserts its nights with
 * ON CONFLICT DO NOTHING, a request that got fewer than it asked for gave way, and its
 * transaction (stay, message and mail) rolls back whole.
 */
/** The operator's grace period for hosts is over (Tourism Act: a licence number on short stays). */
const needsTraLicence = (from: string | undefined, now: Date) => from !== undefined && kenyaToday(now) >= from;

export async function requestStay(
  db: Database,
  deps: StayMailDeps,
  guest: UserRow,
  body: StayRequestBody,
  now = new Date(),
): Promise<Stay> {
  checkDates(body, now);
  const written = await db.transaction(async (tx) => {
    // Read once for the whole request: the checks, the conversation and the host's mail use it.
    const [listing] = await tx
      .select({
        id: listings.id,
        type: listings.type,
        ownerId: listings.ownerId,
        price: listings.price,
        maxGuests: listings.maxGuests,
        moderation: listings.moderation,
        availability: listings.availability,
        name: listings.name,
        areaName: listings.areaName,
        policy: listings.cancellationPolicy,
        traLicence: listings.traLicence,
      })
      .from(listings)
      .where(and(eq(listings.id, body.listingId), listingIsPublic));
    if (!listing) throw notFound('Listing not found');
    if (listing.type !== 'bnbs') throw badRequest('listingId', STAY_NOT_A_BNB);
    if (needsTraLicence(deps.traLicenceFrom, now) && !listing.traLicence) throw conflict(STAY_NEEDS_TRA_LICENCE);
    if (listing.ownerId === guest.id) throw forbidden(STAY_OWN_LISTING);
    const calendar = await calendarRow(tx, listing.id);
    const nights = nightsBetween(body.checkIn, body.checkOut);
    if (nights < calendar.minNights) throw badRequest('checkOut', STAY_TOO_SHORT);
    if (nights > calendar.maxNights) throw badRequest('checkOut', STAY_TOO_LONG);
    if (listing.maxGuests !== null && body.guests > listing.maxGuests) throw badRequest('guests', STAY_TOO_MANY_GUESTS);

    // The guest's own requests are counted under their row lock: two at once cannot both be the third.
    await lockAccount(tx, guest.id);
    await lapseExpired(tx, deps, now, { listingId: listing.id });
    await assertMayHold(tx, guest, listing.id, nights, now, deps.phones ?? false);

    const [stay] = await tx
      .insert(stays)
      .values({
        listingId: listing.id,
        guestId: guest.id,
        hostId: listing.ownerId,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: body.guests,
        nightlyPrice: listing.price,
        // The cancellation policy the guest read when asking: a later change of the listing's
        // does not reach this stay (docs/bookings.md, "Stays").
        policy: listing.policy,
        checkInTime: calendar.checkInTime,
        checkOutTime: calendar.checkOutTime,
        expiresAt: new Date(now.getTime() + STAY_HOLD_HOURS * HOUR_MS),
        createdAt: now,
      })
      .returning();
    const wanted = nightsOf(body.checkIn, body.checkOut);
    const held = await tx
      .insert(stayNights)
      .values(wanted.map((night) => ({ listingId: listing.id, night, source: 'stay' as const, stayId: stay!.id })))
      .onConflictDoNothing()
      .returning({ night: stayNights.night });
    if (held.length !== wanted.length) throw conflict(STAY_DATES_TAKEN, 'checkIn');

    const sent = await startConversationIn(tx, guest, { listingId: listing.id, text: body.message }, now, listing);
    const conversationId = sent.answer.conversationId;
    await tx.update(stays).set({ conversationId }).where(eq(stays.id, stay!.id));
    const requested = { ...stay!, conversationId };
    const people = await peopleOf(tx, [guest.id, listing.ownerId]);
    await mailStay(deps, tx, requested.id, 'requested', 'host', now, { stay: requested, listing, people });
    return { stay: requested, listingName: listing.name, hostName: people.get(listing.ownerId)?.name ?? '' };
  });
  // The answer from what the request wrote and read: no read after the commit. A request
  // has no payment yet (its price is fixed when the host accepts).
  return toStay({ ...written, guestName: guest.username }, guest.id, null);
}

/** The stay, locked for this transaction, when `userId` is its guest or host. */
async function lockStay(tx: Transaction, id: string, userId: string) {
  const [row] = await tx.select().from(stays).where(eq(stays.id, id)).for('update');
  if (!row || (row.guestId !== userId && row.hostId !== userId)) throw notFound(STAY_NOT_FOUND);
  return row;
}

/** The host accepts (the nights stay taken) or declines (they are free again). */
export async function answerStay(
  db: Database,
  deps: StayMailDeps,
  host: UserRow,
  id: string,
  body: StayAnswerBody,
  now = new Date(),
): Promise<Stay> {
  await db.transaction(async (tx) => {
    await lapseExpired(tx, deps, now, { id });
    const stay = await lockStay(tx, id, host.id);
    if (stay.hostId !== host.id) throw notFound(STAY_NOT_FOUND);
    if (stay.status !== 'pending') throw conflict(STAY_NOT_PENDING);
    const accepted = body.answer === 'accept';
    await tx
      .update(stays)
      .set({ status: accepted ? 'accepted' : 'declined', answeredAt: now })
      .where(eq(stays.id, id));
    if (!accepted) await tx.delete(stayNights).where(eq(stayNights.stayId, id));
    // Payments on: the price is fixed and the guest has PAY_WITHIN_MINUTES to pay on Nyumba.
    if (accepted && deps.money) await termsOnAccept(deps.money, tx, stay, now);
    await mailStay(deps, tx, id, accepted ? 'accepted' : 'declined', 'guest', now);
  });
  return stayById(db, id, host.id, { testMode: deps.money?.testMode ?? false });
}

/** Either side cancels a request or a stay that has not ended; the nights are free again. */
export async function cancelStay(
  db: Database,
  deps: StayMailDeps,
  user: UserRow,
  id: string,
  body: StayCancelBody,
  now = new Date(),
): Promise<Stay> {
  await db.transaction(async (tx) => {
    await lapseExpired(tx, deps, now, { id });
    const stay = await lockStay(tx, id, user.id);
    const open = stay.status === 'pending' || stay.status === 'accepted';
    if (!open || stay.checkOut <= kenyaToday(now)) throw conflict(STAY_CANNOT_CANCEL);
    await tx
      .update(stays)
      .set({ status: 'cancelled', cancelledBy: user.id, cancelReason: body.reason })
      .where(eq(stays.id, id));
    await tx.delete(stayNights).where(eq(stayNights.stayId, id));
    // Money held goes back by the policy the guest saw, or in full when the host cancels.
    if (deps.money) await moneyOnCancel(deps.money, tx, stay, stay.hostId === user.id, now);
    await mailStay(deps, tx, id, 'cancelled', stay.guestId === user.id ? 'host' : 'guest');
  });
  return stayById(db, id, user.id, { testMode: deps.money?.testMode ?? false });
}

export { staysOf };

/** The expiry job: lapsed requests' nights go back and their guests hear of it. */
export async function expireStays(db: Database, deps: StayMailDeps, now = new Date()): Promise<MailMessage[]> {
  return db.transaction((tx) => lapseExpired(tx, deps, now));
}
