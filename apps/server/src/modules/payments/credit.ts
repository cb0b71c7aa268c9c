import { stkFailure } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payments } from '../../db/schema-payments.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { DarajaError, STILL_PROCESSING } from './daraja.ts';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { creditFeature } from './feature-service.ts';
import { creditStay } from './stay-money.ts';
import { stayEvent } from './stay-events.ts';
import type { PaymentRow } from './stk.ts';

/** What M-Pesa said about a prompt: paid (with what the callback reported), or not and why. */
export type StkOutcome =
  { paid: true; receipt: string | null; amount: number | null; phone: string | null } | { paid: false; code: number };

/** Daraja's stkCallback as posted to the callback address (fields it may add are ignored). */
function readStkCallback(body: unknown): { checkoutId: string; outcome: StkOutcome } | null {
  const callback = (body as { Body?: { stkCallback?: Record<string, unknown> } } | null)?.Body?.stkCallback;
  if (!callback || typeof callback.CheckoutRequestID !== 'string') return null;
  const code = Number(callback.ResultCode);
  if (!Number.isInteger(code)) return null;
  if (code !== 0) return { checkoutId: callback.CheckoutRequestID, outcome: { paid: false, code } };
  const items = (callback.CallbackMetadata as { Item?: { Name?: string; Value?: unknown }[] } | undefined)?.Item ?? [];
  const value = (name: string) => items.find((item) => item.Name === name)?.Value;
  const amount = Number(value('Amount'));
  const phone = value('PhoneNumber');
  const receipt = value('MpesaReceiptNumber');
  return {
    checkoutId: callback.CheckoutRequestID,
    outcome: {
      paid: true,
      receipt: typeof receipt === 'string' && /^[A-Z0-9]{6,20}$/.test(receipt) ? receipt : null,
      amount: Number.isFinite(amount) ? amount : null,
      phone: phone === undefined || phone === null ? null : String(phone),
    },
  };
}

/**
 * Asks Daraja how a prompt ended (the STK query): before anything is credited, and for
 * prompts whose callback never came. 'waiting' while the payer has not answered, or when
 * Daraja cannot say just now.
 */
export async function queryOutcome(deps: PaymentDeps, checkoutId: string): Promise<StkOutcome | 'waiting'> {
  try {
    const answer = await deps.daraja.stkQuery(checkoutId);
    const code = Number(answer.ResultCode);
    if (answer.ResponseCode !== '0' || !Number.isInteger(code)) return 'waiting';
    return code === 0 ? { paid: true, receipt: null, amount: null, phone: null } : { paid: false, code };
  } catch (error) {
    if (error instanceof DarajaError && (error.code === STILL_PROCESSING || error.retry)) return 'waiting';
    deps.log.warn({ checkoutId, err: error }, 'the STK query was refused');
    return 'waiting';
  }
}

/** What a confirmed payment of a kind does (a tenancy's, modules/tenancies), in the crediting transaction. */
export type Creditor = (deps: PaymentDeps, tx: Transaction, payment: PaymentRow, now: Date) => Promise<void>;
// Kinds of payment whose module builds on this one (a tenancy is held here, its states kept
// there): each names what its confirmed payments do, once, when its module is loaded.
const creditors = new Map<PaymentRow['purpose'], Creditor>();

/** Names what a confirmed payment of `purpose` does (tenancies: hold it, or refund it as late). */
export function creditPaymentsWith(purpose: 'tenancy' | 'job', creditor: Creditor): void {
  creditors.set(purpose, creditor);
}

/**
 * Settles one payment from what M-Pesa said, once, whichever server hears first: the row is
 * locked, and a payment already paid (or refunded as late) is left as it is. A payment is
 * credited only when the callback's amount and phone are the ones asked of; otherwise it is
 * flagged for operators and the money kept in suspense, not guessed at.
 */
export async function settlePayment(
  deps: PaymentDeps,
  paymentId: string,
  checkoutId: string,
  outcome: StkOutcome,
  now = new Date(),
): Promise<'credited' | 'failed' | 'unchanged' | 'flagged'> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment || payment.status === 'paid' || payment.status === 'late') return 'unchanged' as const;
      // A prompt whose push answer was lost (the server died) learns its checkout id from M-Pesa.
      if (payment.checkoutRequestId && payment.checkoutRequestId !== checkoutId) return 'unchanged' as const;
      if (!outcome.paid) {
        if (payment.status === 'failed') return 'unchanged' as const;
        await tx
          .update(payments)
          .set({
            status: 'failed',
            checkoutRequestId: checkoutId,
            resultCode: outcome.code,
            failure: stkFailure(outcome.code),
            answeredAt: now,
          })
          .where(eq(payments.id, payment.id));
        if (payment.stayId) await stayEvent(tx, payment.stayId);
        return 'failed' as const;
      }
      const mismatch = mismatchOf(payment, outcome);
      await tx
        .update(payments)
        .set({
          status: mismatch ? 'failed' : 'paid',
          checkoutRequestId: checkoutId,
          receipt: outcome.receipt,
          resultCode: 0,
          failure: mismatch ? 'M-Pesa reported a payment that does not match what was asked.' : null,
          flag: mismatch,
          answeredAt: now,
        })
        .where(eq(payments.id, payment.id));
      if (mismatch) {
        await post(tx, { kind: 'unmatched', paymentId: payment.id, stayId: payment.stayId, memo: mismatch }, [
          { account: 'mpesa', amount: outcome.amount ?? payment.amount },
          { account: 'suspense', amount: -(outcome.amount ?? payment.amount), party: payment.payerId },
        ]);
        deps.log.warn({ paymentId: payment.id, mismatch }, 'an M-Pesa payment did not match its request: flagged');
        if (payment.stayId) await stayEvent(tx, payment.stayId);
        return 'flagged' as const;
      }
      const paid = { ...payment, receipt: outcome.receipt };
      if (payment.purpose === 'feature') await creditFeature(deps, tx, paid, now);
      else if (payment.purpose === 'stay') await creditStay(deps, tx, paid);
      else {
        const creditor = creditors.get(payment.purpose);
        if (!creditor) throw new Error(`no creditor for ${payment.purpose} payments`);
        await creditor(deps, tx, paid, now);
      }
      return 'credited' as const;
    });
  } catch (error) {
    // The same receipt credited to another payment: M-Pesa's one payment claimed twice.
    if (uniqueViolation(error)) {
      await deps.db
        .update(payments)
        .set({ flag: `receipt ${outcome.paid ? outcome.receipt : ''} already credited to another payment` })
        .where(eq(payments.id, paymentId));
      deps.log.warn({ paymentId }, 'an M-Pesa receipt was reported for two payments: flagged');
      return 'flagged';
    }
    throw error;
  }
}

/** Why a reported payment is not the one asked for, or null when it is. */
function mismatchOf(payment: PaymentRow, outcome: Extract<StkOutcome, { paid: true }>): string | null {
  if (outcome.amount !== null && Math.round(outcome.amount) !== payment.amount)
    return `amount ${outcome.amount} reported, ${payment.amount} asked`;
  if (outcome.phone !== null && outcome.phone.replace(/\D/g, '') !== payment.phone.replace(/\D/g, ''))
    return `paid from another number (${outcome.phone.slice(0, 6)}…${outcome.phone.slice(-3)})`;
  return null;
}

/**
 * A callback at a payment's address: ignored unless it names that payment's prompt; a paid
 * one is confirmed with the STK query before anything is credited (callbacks are not signed).
 */
export async function receiveCallback(
  deps: PaymentDeps,
  payment: PaymentRow,
  body: unknown,
): Promise<'credited' | 'failed' | 'unchanged' | 'flagged' | 'waiting'> {
  const callback = readStkCallback(body);
  if (!callback) return 'unchanged';
  if (payment.checkoutRequestId && payment.checkoutRequestId !== callback.checkoutId) return 'unchanged';
  if (!callback.outcome.paid) return settlePayment(deps, payment.id, callback.checkoutId, callback.outcome);
  const confirmed = await queryOutcome(deps, callback.checkoutId);
  // Not confirmed yet: the reconciliation job asks again and credits then.
  if (confirmed === 'waiting') {
    await deps.db
      .update(payments)
      .set({ checkoutRequestId: callback.checkoutId, reported: callback.outcome })
      .where(sql`${payments.id} = ${payment.id} AND ${payments.status} IN ('starting', 'prompted', 'failed')`);
    return 'waiting';
  }
  if (!confirmed.paid) return settlePayment(deps, payment.id, callback.checkoutId, confirmed);
  return settlePayment(deps, payment.id, callback.checkoutId, callback.outcome);
}
