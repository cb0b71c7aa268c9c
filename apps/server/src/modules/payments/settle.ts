import { HOUR_MS, kenyaInstant, policyRefund } from '@nyumba/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { agencyPayoutNumber } from '../agencies/index.ts';
import { stays } from '../../db/schema-bookings.ts';
import { payments } from '../../db/schema-payments.ts';
import { phoneNumbers } from '../../db/schema-phone.ts';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { createPayout } from './payouts.ts';
import { stayEvent } from './stay-events.ts';

// Settling a stay's held money: back to the guest, on to the host, or both, by the policy the
// guest saw or a moderator's decision. Each part is a balanced journal and a payout to send.

type StayRow = typeof stays.$inferSelect;

/**
 * A number the person proved, E.164, or null: their sign-in number first, else one of their
 * listings' proven contact numbers (a host may never have signed in by phone).
 */
export async function provenNumberOf(tx: Transaction | Database, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ phone: phoneNumbers.phone })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .orderBy(desc(phoneNumbers.signIn), phoneNumbers.provenAt)
    .limit(1);
  return row?.phone ?? null;
}

/**
 * Where a lister's money for a listing goes: the agency's payout number (an owner's proven
 * number) when the listing is an agency's, never its agent's own; else the lister's proven number.
 */
export async function payeeNumberOf(
  tx: Transaction | Database,
  userId: string,
  listingId: string | null,
): Promise<string | null> {
  if (listingId) {
    const [listing] = await tx.select({ agencyId: listings.agencyId }).from(listings).where(eq(listings.id, listingId));
    const agencyPhone = await agencyPayoutNumber(tx, listing?.agencyId ?? null);
    if (agencyPhone) return agencyPhone;
  }
  return provenNumberOf(tx, userId);
}

/** The payment that paid a stay (the one refunds go back to). */
async function paidPayment(tx: Transaction, stayId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.stayId, stayId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.answeredAt))
    .limit(1);
  return row ?? null;
}

/**
 * Settles a held stay's money: `refund` shillings of its price (and `feeBack` of Nyumba's fee)
 * back to the number that paid, the rest of its price to the host's proven number. Each part
 * is a balanced journal out of `held` into `payable`, and a payout the job sends.
 */
export async function settleHeld(
  deps: PaymentDeps,
  tx: Transaction,
  stay: StayRow,
  refund: number,
  feeBack: number,
  memo: string,
): Promise<void> {
  const price = stay.price ?? 0;
  const payment = await paidPayment(tx, stay.id);
  const rest = price - refund;
  const what = payment?.what ?? 'Stay';
  if (refund + feeBack > 0) {
    await post(tx, { kind: 'refunded', stayId: stay.id, paymentId: payment?.id ?? null, memo }, [
      { account: 'held', amount: refund },
      { account: 'fees', amount: feeBack },
      { account: 'payable', amount: -(refund + feeBack), party: stay.guestId },
    ]);
    await createPayout(deps, tx, {
      purpose: 'refund',
      paymentId: payment?.id ?? null,
      stayId: stay.id,
      recipientId: stay.guestId,
      phone: payment?.phone ?? (await provenNumberOf(tx, stay.guestId)),
      amount: refund + feeBack,
      what,
    });
  }
  if (rest > 0) {
    await post(tx, { kind: 'released', stayId: stay.id, paymentId: payment?.id ?? null, memo }, [
      { account: 'held', amount: rest },
      { account: 'payable', amount: -rest, party: stay.hostId },
    ]);
    await createPayout(deps, tx, {
      purpose: 'payout',
      paymentId: payment?.id ?? null,
      stayId: stay.id,
      recipientId: stay.hostId,
      phone: await payeeNumberOf(tx, stay.hostId, stay.listingId),
      amount: rest,
      what,
    });
  }
  await tx
    .update(stays)
    .set({ payState: refund + feeBack > 0 ? 'refunded' : 'released', refunded: refund + feeBack, released: rest })
    .where(eq(stays.id, stay.id));
  await stayEvent(tx, stay.id);
}

/**
 * A stay cancelled in `tx` (bookings/stay-service.ts): money held goes back by the policy the
 * guest saw (a guest's cancellation) or in full, fee included (the host's, which also counts
 * against the host). Nothing paid yet: a payment that still comes is refunded as late.
 */
export async function moneyOnCancel(
  deps: PaymentDeps,
  tx: Transaction,
  stay: StayRow,
  byHost: boolean,
  now: Date,
): Promise<void> {
  if (byHost && stay.status === 'accepted') {
    await tx
      .update(users)
      .set({ hostCancellations: sql`${users.hostCancellations} + 1` })
      .where(eq(users.id, stay.hostId));
  }
  if (stay.payState !== 'held' && stay.payState !== 'disputed') return;
  const price = stay.price ?? 0;
  const hours = (kenyaInstant(stay.checkIn, stay.checkInTime).getTime() - now.getTime()) / HOUR_MS;
  const refund = byHost ? price : policyRefund(stay.policy ?? 'flexible', price, hours);
  await settleHeld(
    deps,
    tx,
    stay,
    refund,
    byHost ? (stay.fee ?? 0) : 0,
    byHost ? 'the host cancelled: refunded in full' : `the guest cancelled: ${stay.policy ?? 'flexible'} policy`,
  );
}
