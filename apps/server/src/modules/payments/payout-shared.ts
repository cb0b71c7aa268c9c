import { mpesaB2cResult, pageAddress, pathOf, routePatterns } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payouts } from '../../db/schema-payments.ts';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { tellAboutMoney } from './money-notices.ts';
import { stayEvent } from './stay-events.ts';

// What sending a payout (payouts.ts) and asking M-Pesa about one (payout-status.ts) share.

export const SEND_PAYOUT = 'send-payout';
/** Tries at one payout (each with the same originator id) before an operator is asked to look. */
export const PAYOUT_TRIES = 4;

export type PayoutRow = typeof payouts.$inferSelect;

/** Where Daraja posts about a payout: its B2C result or queue timeout, and those of a status query. */
export const payoutAddress = (
  deps: Pick<PaymentDeps, 'publicUrl'>,
  payout: PayoutRow,
  outcome: 'result' | 'timeout' | 'status' | 'status-timeout',
) => `${deps.publicUrl}${pathOf(mpesaB2cResult, { id: payout.id, secret: payout.secretHash, outcome })}`;

/** The send-payout job for `id`, queued in `tx` (sent once it commits). */
export async function sendLater(deps: Pick<PaymentDeps, 'jobs'>, tx: Transaction, id: string): Promise<void> {
  if (deps.jobs) await deps.jobs.enqueue(SEND_PAYOUT, { id }, { tx });
}

/**
 * A payout M-Pesa paid (its B2C result, or a status query's answer): the ledger moves it from
 * payable to M-Pesa, its receipt goes to the recipient, and the stay's page hears. Called
 * under the payout's row lock, once.
 */
export async function markPayoutPaid(
  deps: PaymentDeps,
  tx: Transaction,
  row: PayoutRow,
  receipt: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(payouts)
    .set({ status: 'paid', transactionId: receipt, paidAt: now, failure: null, flag: null })
    .where(eq(payouts.id, row.id));
  await post(
    tx,
    {
      kind: 'paid-out',
      payoutId: row.id,
      stayId: row.stayId,
      tenancyId: row.tenancyId,
      jobId: row.jobId,
      paymentId: row.paymentId,
    },
    [
      { account: 'payable', amount: row.amount, party: row.recipientId },
      { account: 'mpesa', amount: -row.amount },
    ],
  );
  await tellAboutMoney(
    deps,
    tx,
    row.recipientId,
    row.purpose === 'refund' ? 'refund' : 'payout',
    { what: row.what, amount: row.amount, receipt },
    row.tenancyId
      ? pageAddress.tenancy(row.tenancyId)
      : row.jobId
        ? pageAddress.job(row.jobId)
        : routePatterns.bookings,
  );
  if (row.stayId) await stayEvent(tx, row.stayId);
}

/**
 * M-Pesa said a payout was not paid: it goes again (the same originator id) unless it has had
 * its PAYOUT_TRIES, when it is failed and flagged for an operator with `flag`.
 */
export async function sendAgainOrGiveUp(
  deps: Pick<PaymentDeps, 'jobs'>,
  tx: Transaction,
  row: PayoutRow,
  failure: string,
  flag: string,
): Promise<'failed' | 'retry'> {
  const giveUp = row.attempts >= PAYOUT_TRIES;
  await tx
    .update(payouts)
    .set({ status: giveUp ? 'failed' : 'due', failure, flag: giveUp ? flag : null })
    .where(eq(payouts.id, row.id));
  if (!giveUp) await sendLater(deps, tx, row.id);
  return giveUp ? 'failed' : 'retry';
}
