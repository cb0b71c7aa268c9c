import {
  pageAddress,
  PROBLEM_NOT_HELD,
  PROBLEM_TOO_EARLY,
  PROBLEM_TOO_LATE,
  problemTiming,
  routePatterns,
  SETTLE_NOT_DISPUTED,
  type ProblemBody,
  type SettleBody,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { listings, type UserRow } from '../../db/schema.ts';
import { stays } from '../../db/schema-bookings.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { PaymentDeps } from './deps.ts';
import { tellAboutMoney } from './money-notices.ts';
import { settleHeld } from './settle.ts';
import { stayEvent } from './stay-events.ts';

const REASON_WORDS: Record<ProblemBody['reason'], string> = {
  'no-access': 'no access to the place',
  'not-as-described': 'not as described',
};

/**
 * The guest reports a problem from check-in until the host is paid (no access, not as
 * described): the money stays held for a moderator, and the host hears of it. Before
 * check-in, and once the payout is due or made, it is refused with a sentence saying when.
 */
export async function reportProblem(
  deps: PaymentDeps,
  guest: UserRow,
  stayId: string,
  body: ProblemBody,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [stay] = await tx.select().from(stays).where(eq(stays.id, stayId)).for('update');
    if (!stay || stay.guestId !== guest.id) throw notFound('Stay not found');
    if (stay.payState === 'released') throw conflict(PROBLEM_TOO_LATE);
    if (stay.payState !== 'held') throw conflict(PROBLEM_NOT_HELD);
    const timing = problemTiming(stay, stay.payoutAt, now);
    if (timing === 'early') throw conflict(PROBLEM_TOO_EARLY);
    if (timing === 'late') throw conflict(PROBLEM_TOO_LATE);
    await tx
      .update(stays)
      .set({ payState: 'disputed', problemReason: body.reason, problemNote: body.note, problemAt: now })
      .where(eq(stays.id, stayId));
    const [listing] = await tx.select({ name: listings.name }).from(listings).where(eq(listings.id, stay.listingId));
    await tellAboutMoney(
      deps,
      tx,
      stay.hostId,
      'disputed',
      {
        what: listing?.name ?? 'Stay',
        amount: stay.price ?? 0,
        other: guest.username,
        reason: REASON_WORDS[body.reason],
      },
      stay.conversationId ? pageAddress.conversation(stay.conversationId) : '/bookings',
    );
    await stayEvent(tx, stayId);
  });
}

/**
 * A moderator settles a reported stay: releases the money to the host, or refunds the guest in
 * full (Nyumba's fee too). Who decided, when and why is kept on the stay.
 */
export async function settleProblem(
  deps: PaymentDeps,
  moderator: UserRow,
  stayId: string,
  body: SettleBody,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [stay] = await tx.select().from(stays).where(eq(stays.id, stayId)).for('update');
    if (!stay) throw notFound('Stay not found');
    if (stay.payState !== 'disputed') throw conflict(SETTLE_NOT_DISPUTED);
    await tx
      .update(stays)
      .set({ settledBy: moderator.id, settleReason: body.reason, settledAt: now })
      .where(eq(stays.id, stayId));
    const refund = body.action === 'refund';
    await settleHeld(
      deps,
      tx,
      stay,
      refund ? (stay.price ?? 0) : 0,
      refund ? (stay.fee ?? 0) : 0,
      `moderator ${moderator.username}: ${body.reason}`,
    );
    const [listing] = await tx.select({ name: listings.name }).from(listings).where(eq(listings.id, stay.listingId));
    const facts = {
      what: listing?.name ?? 'Stay',
      amount: stay.price ?? 0,
      reason: `${refund ? 'refund the guest' : 'pay the host'}: ${body.reason}`,
    };
    for (const userId of [stay.guestId, stay.hostId])
      await tellAboutMoney(deps, tx, userId, 'settled', facts, routePatterns.bookings);
  });
}
