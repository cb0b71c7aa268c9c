import {
  freeViewingSlots,
  HOUR_MS,
  PHONE_NEEDED_TO_HOLD_MORE,
  VIEWING_CANNOT_CANCEL,
  VIEWING_HOLD_HOURS,
  VIEWING_NOT_A_HOME,
  VIEWING_NOT_FOUND,
  VIEWING_NOT_PENDING,
  VIEWING_NOT_YET,
  VIEWING_ONE_PER_HOME,
  VIEWING_OWN_LISTING,
  VIEWING_REMIND_HOURS,
  VIEWING_SLOT_NOT_OFFERED,
  VIEWING_SLOT_TAKEN,
  VIEWING_UPCOMING_FULL,
  VIEWING_UPCOMING_LIMIT,
  type ViewingRequestBody,
} from '@nyumba/domain';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { lockAccount } from '../../db/row-locks.ts';
import { listings, type UserRow } from '../../db/schema.ts';
import { viewingSlots, viewings } from '../../db/schema-bookings.ts';
import type { MailMessage } from '../../jobs/send-mail.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { startConversationIn } from '../messages/index.ts';
import { listingIsPublic } from '../moderation/index.ts';
import type { BookingMailDeps } from './booking-mail.ts';
import { mailViewing } from './viewing-mail.ts';
import { takenSlots, timesOf, VIEWABLE } from './viewing-times.ts';

/**
 * Requests nobody answered in time free their slots, and their seekers are told: all of them
 * (the job), one listing's (before a new booking of it) or one viewing (before its answer).
 */
async function lapseViewings(
  tx: Transaction,
  deps: BookingMailDeps,
  now: Date,
  scope: { listingId?: string; id?: string } = {},
): Promise<MailMessage[]> {
  const lapsed = await tx
    .update(viewings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(viewings.status, 'pending'),
        lte(viewings.expiresAt, now),
        scope.listingId ? eq(viewings.listingId, scope.listingId) : undefined,
        scope.id ? eq(viewings.id, scope.id) : undefined,
      ),
    )
    .returning({ id: viewings.id });
  const mails: MailMessage[] = [];
  for (const viewing of lapsed) {
    await tx.delete(viewingSlots).where(eq(viewingSlots.viewingId, viewing.id));
    const mail = await mailViewing(deps, tx, viewing.id, 'expired', 'seeker', now);
    if (mail) mails.push(mail);
  }
  return mails;
}

/**
 * A seeker books one of the lister's free slots: the slot's row (its key is the listing and
 * the start) is taken in the transaction that writes the viewing, its message and its mail,
 * so two seekers on one slot get one viewing and one "That time was just taken". Confirmed
 * at once when the lister chose so; else it waits up to 24 hours (never past its own time).
 */
export async function requestViewing(
  db: Database,
  deps: BookingMailDeps,
  seeker: UserRow,
  body: ViewingRequestBody,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, type: listings.type, ownerId: listings.ownerId })
      .from(listings)
      .where(and(eq(listings.id, body.listingId), listingIsPublic));
    if (!listing) throw notFound('Listing not found');
    if (!VIEWABLE.has(listing.type)) throw badRequest('listingId', VIEWING_NOT_A_HOME);
    if (listing.ownerId === seeker.id) throw forbidden(VIEWING_OWN_LISTING);
    await lockAccount(tx, seeker.id);
    await lapseViewings(tx, deps, now, { listingId: listing.id });
    const times = await timesOf(tx, listing.id);
    const startsAt = new Date(body.startsAt);
    const taken = await takenSlots(tx, listing.id, now);
    if (taken.has(startsAt.toISOString())) throw conflict(VIEWING_SLOT_TAKEN, 'startsAt');
    const offered = freeViewingSlots(times, new Set(), now).some((slot) => slot.startsAt === startsAt.toISOString());
    if (!offered) throw badRequest('startsAt', VIEWING_SLOT_NOT_OFFERED);
    // Counted under the seeker's row lock: requests at once cannot all be the third. Every
    // upcoming viewing counts, confirmed ones too (with "confirm automatically" on, a request
    // is confirmed at once and a waiting-only count let one account take 20 of 24 slots).
    const upcoming = await tx
      .select({ listingId: viewings.listingId })
      .from(viewings)
      .where(
        and(
          eq(viewings.seekerId, seeker.id),
          inArray(viewings.status, ['pending', 'confirmed']),
          gt(viewings.startsAt, now),
        ),
      );
    if (upcoming.some((row) => row.listingId === listing.id)) throw conflict(VIEWING_ONE_PER_HOME, 'startsAt');
    if (upcoming.length >= VIEWING_UPCOMING_LIMIT) throw new HttpError(429, VIEWING_UPCOMING_FULL);
    // Beyond one, a person proven by their number (a throwaway costs a SIM).
    if (deps.phones && upcoming.length >= 1 && !seeker.phoneVerifiedAt) throw forbidden(PHONE_NEEDED_TO_HOLD_MORE);

    const hold = Math.min(now.getTime() + VIEWING_HOLD_HOURS * HOUR_MS, startsAt.getTime());
    const [viewing] = await tx
      .insert(viewings)
      .values({
        listingId: listing.id,
        seekerId: seeker.id,
        listerId: listing.ownerId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + times.slotMinutes * 60_000),
        status: times.autoConfirm ? 'confirmed' : 'pending',
        expiresAt: new Date(hold),
        answeredAt: times.autoConfirm ? now : null,
        createdAt: now,
      })
      .returning({ id: viewings.id });
    const id = viewing!.id;
    const held = await tx
      .insert(viewingSlots)
      .values({ listingId: listing.id, startsAt, viewingId: id })
      .onConflictDoNothing()
      .returning({ viewingId: viewingSlots.viewingId });
    if (held.length === 0) throw conflict(VIEWING_SLOT_TAKEN, 'startsAt');
    const sent = await startConversationIn(tx, seeker, { listingId: listing.id, text: body.message }, now);
    await tx.update(viewings).set({ conversationId: sent.answer.conversationId }).where(eq(viewings.id, id));
    if (times.autoConfirm) {
      await mailViewing(deps, tx, id, 'confirmed', 'seeker', now);
      await mailViewing(deps, tx, id, 'confirmed', 'lister', now);
    } else {
      await mailViewing(deps, tx, id, 'requested', 'lister', now);
    }
    return id;
  });
}

async function lockViewing(tx: Transaction, id: string, userId: string) {
  const [row] = await tx.select().from(viewings).where(eq(viewings.id, id)).for('update');
  if (!row || (row.seekerId !== userId && row.listerId !== userId)) throw notFound(VIEWING_NOT_FOUND);
  return row;
}

export async function answerViewing(
  db: Database,
  deps: BookingMailDeps,
  lister: UserRow,
  id: string,
  answer: 'confirm' | 'decline',
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await lapseViewings(tx, deps, now, { id });
    const viewing = await lockViewing(tx, id, lister.id);
    if (viewing.listerId !== lister.id) throw notFound(VIEWING_NOT_FOUND);
    if (viewing.status !== 'pending') throw conflict(VIEWING_NOT_PENDING);
    const confirmed = answer === 'confirm';
    await tx
      .update(viewings)
      .set({ status: confirmed ? 'confirmed' : 'declined', answeredAt: now })
      .where(eq(viewings.id, id));
    if (!confirmed) await tx.delete(viewingSlots).where(eq(viewingSlots.viewingId, id));
    await mailViewing(deps, tx, id, confirmed ? 'confirmed' : 'declined', 'seeker', now);
    // Both have the viewing in their calendars.
    if (confirmed) await mailViewing(deps, tx, id, 'confirmed', 'lister', now);
  });
}

export async function cancelViewing(
  db: Database,
  deps: BookingMailDeps,
  user: UserRow,
  id: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await lapseViewings(tx, deps, now, { id });
    const viewing = await lockViewing(tx, id, user.id);
    const open = viewing.status === 'pending' || viewing.status === 'confirmed';
    if (!open || viewing.startsAt <= now) throw conflict(VIEWING_CANNOT_CANCEL);
    await tx
      .update(viewings)
      .set({ status: 'cancelled', cancelledBy: user.id, cancelReason: reason })
      .where(eq(viewings.id, id));
    await tx.delete(viewingSlots).where(eq(viewingSlots.viewingId, id));
    await mailViewing(deps, tx, id, 'cancelled', viewing.seekerId === user.id ? 'lister' : 'seeker', now);
  });
}

/** After its time, either side says the viewing happened, or that the seeker did not come. */
export async function viewingOutcome(
  db: Database,
  user: UserRow,
  id: string,
  outcome: 'happened' | 'no-show',
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const viewing = await lockViewing(tx, id, user.id);
    const settled = viewing.status === 'confirmed' || viewing.status === 'happened' || viewing.status === 'no-show';
    if (!settled) throw conflict(VIEWING_NOT_PENDING);
    if (viewing.startsAt > now) throw conflict(VIEWING_NOT_YET);
    await tx.update(viewings).set({ status: outcome, outcomeBy: user.id }).where(eq(viewings.id, id));
  });
}

/** The jobs' work: lapsed requests free their slots, and confirmed viewings two hours off are reminded. */
export async function keepViewings(db: Database, deps: BookingMailDeps, now = new Date()): Promise<MailMessage[]> {
  return db.transaction(async (tx) => {
    const mails = await lapseViewings(tx, deps, now);
    const due = await tx
      .update(viewings)
      .set({ remindedAt: now })
      .where(
        and(
          eq(viewings.status, 'confirmed'),
          isNull(viewings.remindedAt),
          gt(viewings.startsAt, now),
          lte(viewings.startsAt, new Date(now.getTime() + VIEWING_REMIND_HOURS * HOUR_MS)),
        ),
      )
      .returning({ id: viewings.id });
    for (const { id } of due) {
      for (const side of ['seeker', 'lister'] as const) {
        const mail = await mailViewing(deps, tx, id, 'reminder', side, now);
        if (mail) mails.push(mail);
      }
    }
    return mails;
  });
}
