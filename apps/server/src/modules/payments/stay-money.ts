import { assertExpectedTotal } from './expected-total.ts';
import {
  type CancellationPolicy,
  HOST_NEEDS_NUMBER,
  HOUR_MS,
  kenyaInstant,
  stayPrice,
  pageAddress,
  PAY_NEEDS_NUMBER,
  PAY_TOO_LATE,
  PAY_WITHIN_MINUTES,
  PAYMENT_QUERY_AFTER_SECONDS,
  PAYOUT_AFTER_CHECK_IN_HOURS,
  routePatterns,
  STAY_NOT_DUE,
  stayFee,
} from '@nyumba/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, users, type UserRow } from '../../db/schema.ts';
import { stays } from '../../db/schema-bookings.ts';
import { payments } from '../../db/schema-payments.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { tellAboutMoney } from './money-notices.ts';
import { createPayout } from './payouts.ts';
import { payeeNumberOf, settleHeld } from './settle.ts';
import { stayEvent } from './stay-events.ts';
import { startPayment, type PaymentRow } from './stk.ts';

type StayRow = typeof stays.$inferSelect;

/**
 * The host accepts: the stay's price is fixed (nights × the nightly price asked, plus Nyumba's
 * fee), and the guest has PAY_WITHIN_MINUTES to pay. Its cancellation policy is the one the
 * guest asked under (written with the request: a host who tightens the listing's policy
 * before accepting does not change it); a stay asked for before requests kept one takes the
 * listing's. The host is paid to their proven number, so one is needed.
 */
export async function termsOnAccept(deps: PaymentDeps, tx: Transaction, stay: StayRow, now: Date): Promise<void> {
  if (!(await payeeNumberOf(tx, stay.hostId, stay.listingId))) throw conflict(HOST_NEEDS_NUMBER);
  const [listing] = stay.policy
    ? [{ policy: stay.policy }]
    : await tx.select({ policy: listings.cancellationPolicy }).from(listings).where(eq(listings.id, stay.listingId));
  const price = stayPrice(stay);
  await tx
    .update(stays)
    .set({
      payState: 'due',
      payBy: new Date(now.getTime() + PAY_WITHIN_MINUTES * 60_000),
      price,
      fee: stayFee(price, deps.feePercent),
      policy: (listing?.policy ?? 'flexible') as CancellationPolicy,
    })
    .where(eq(stays.id, stay.id));
}

/**
 * The guest pays: an STK push to their proven number for the stay's total. One prompt at a
 * time (startPayment refuses a second while one is open); after PAY_WITHIN_MINUTES the stay lapses.
 */
export async function payStay(
  deps: PaymentDeps,
  guest: UserRow,
  stayId: string,
  now = new Date(),
  expectedTotal?: number,
): Promise<PaymentRow> {
  const stay = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(stays).where(eq(stays.id, stayId)).for('update');
    if (!row || row.guestId !== guest.id) throw notFound('Stay not found');
    if (!guest.phone || !guest.phoneVerifiedAt) throw conflict(PAY_NEEDS_NUMBER);
    if (row.status !== 'accepted' || row.payState !== 'due' || row.price === null) throw conflict(STAY_NOT_DUE);
    if (row.payBy && row.payBy < now) throw conflict(PAY_TOO_LATE);
    assertExpectedTotal(expectedTotal, row.price + (row.fee ?? 0));
    const [listing] = await tx.select({ name: listings.name }).from(listings).where(eq(listings.id, row.listingId));
    return { ...row, listingName: listing?.name ?? 'Stay' };
  });
  const payment = await startPayment(deps, {
    purpose: 'stay',
    subject: `stay:${stay.id}`,
    payerId: guest.id,
    phone: guest.phone!,
    amount: stay.price! + (stay.fee ?? 0),
    fee: stay.fee ?? 0,
    stayId: stay.id,
    what: stay.listingName,
    reference: `NYUMBA${stay.id.slice(0, 6).toUpperCase()}`,
    description: 'Nyumba stay',
  });
  await deps.db.transaction((tx) => stayEvent(tx, stay.id));
  return payment;
}

/**
 * A confirmed payment for a stay: held (the ledger moves it into `held` and Nyumba's fee into
 * `fees`) until PAYOUT_AFTER_CHECK_IN_HOURS after check-in. A payment that comes after the
 * stay stopped waiting for one (lapsed, cancelled, already paid) is late: owed back in full.
 */
export async function creditStay(deps: PaymentDeps, tx: Transaction, payment: PaymentRow): Promise<void> {
  const [stay] = payment.stayId ? await tx.select().from(stays).where(eq(stays.id, payment.stayId)).for('update') : [];
  const path = routePatterns.bookings;
  if (!stay || stay.status !== 'accepted' || stay.payState !== 'due') {
    await tx.update(payments).set({ status: 'late' }).where(eq(payments.id, payment.id));
    await post(
      tx,
      { kind: 'late-paid', paymentId: payment.id, stayId: payment.stayId, memo: 'paid after the stay stopped waiting' },
      [
        { account: 'mpesa', amount: payment.amount },
        { account: 'payable', amount: -payment.amount, party: payment.payerId },
      ],
    );
    await createPayout(deps, tx, {
      purpose: 'refund',
      paymentId: payment.id,
      stayId: payment.stayId,
      recipientId: payment.payerId,
      phone: payment.phone,
      amount: payment.amount,
      what: payment.what,
    });
    if (stay) await stayEvent(tx, stay.id);
    return;
  }
  const price = payment.amount - payment.fee;
  await tx
    .update(stays)
    .set({
      payState: 'held',
      payoutAt: new Date(
        kenyaInstant(stay.checkIn, stay.checkInTime).getTime() + PAYOUT_AFTER_CHECK_IN_HOURS * HOUR_MS,
      ),
    })
    .where(eq(stays.id, stay.id));
  await post(tx, { kind: 'stay-paid', paymentId: payment.id, stayId: stay.id }, [
    { account: 'mpesa', amount: payment.amount },
    { account: 'held', amount: -price },
    { account: 'fees', amount: -payment.fee },
  ]);
  const [guest] = await tx.select({ name: users.username }).from(users).where(eq(users.id, stay.guestId));
  const facts = {
    what: payment.what,
    amount: payment.amount,
    receipt: payment.receipt ?? '(confirmed)',
    other: guest?.name ?? '',
  };
  await tellAboutMoney(deps, tx, stay.guestId, 'paid', facts, path);
  await tellAboutMoney(deps, tx, stay.hostId, 'paidHost', { ...facts, amount: price }, path);
  await stayEvent(tx, stay.id);
}

/** Accepted stays nobody paid for in time (and with no prompt still out): the acceptance lapses. */
export async function lapseUnpaid(deps: PaymentDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.status, 'accepted'), eq(stays.payState, 'due'), sql`${stays.payBy} < ${now}`))
    .limit(200);
  let lapsed = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [stay] = await tx.select().from(stays).where(eq(stays.id, id)).for('update');
      if (!stay || stay.status !== 'accepted' || stay.payState !== 'due') return false;
      // A prompt still on the payer's phone is given its minute (it may yet be paid in time).
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.stayId, id),
            inArray(payments.status, ['starting', 'prompted']),
            gt(payments.createdAt, new Date(now.getTime() - 2 * PAYMENT_QUERY_AFTER_SECONDS * 1000)),
          ),
        );
      if (open) return false;
      await tx.update(stays).set({ status: 'expired', payState: 'lapsed' }).where(eq(stays.id, id));
      await tx.execute(sql`DELETE FROM stay_nights WHERE stay_id = ${id}`);
      const [listing] = await tx.select({ name: listings.name }).from(listings).where(eq(listings.id, stay.listingId));
      const facts = { what: listing?.name ?? 'Stay', amount: 0 };
      const path = stay.conversationId ? pageAddress.conversation(stay.conversationId) : routePatterns.bookings;
      await tellAboutMoney(deps, tx, stay.guestId, 'lapsed', facts, path);
      await tellAboutMoney(deps, tx, stay.hostId, 'lapsed', facts, path);
      await stayEvent(tx, id);
      return true;
    });
    if (done) lapsed += 1;
  }
  return lapsed;
}

/** Held stays whose check-in was PAYOUT_AFTER_CHECK_IN_HOURS ago with nothing reported: the host is paid. */
export async function releaseDue(deps: PaymentDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.payState, 'held'), sql`${stays.payoutAt} <= ${now}`))
    .limit(200);
  let released = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [stay] = await tx.select().from(stays).where(eq(stays.id, id)).for('update');
      if (!stay || stay.payState !== 'held' || !stay.payoutAt || stay.payoutAt > now) return false;
      await settleHeld(deps, tx, stay, 0, 0, 'paid to the host after check-in');
      return true;
    });
    if (done) released += 1;
  }
  return released;
}
