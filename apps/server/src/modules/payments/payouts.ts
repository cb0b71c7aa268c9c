import { randomBytes, randomUUID } from 'node:crypto';
import { mpesaB2cResult, pathOf, routePatterns } from '@nyumba/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payouts } from '../../db/schema-payments.ts';
import { defineJob } from '../../jobs/engine.ts';
import { DarajaError, darajaPhone } from './daraja.ts';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { tellAboutMoney } from './money-notices.ts';
import { stayEvent } from './stay-events.ts';

const SEND_PAYOUT = 'send-payout';
/** Tries at one payout (each with the same originator id) before an operator is asked to look. */
export const PAYOUT_TRIES = 4;
/** M-Pesa's smallest B2C payment. */
const B2C_MINIMUM = 10;
/** A payout Daraja took but never answered about is sent again (same id) after this long. */
const PAYOUT_RESULT_WAIT_MS = 2 * 60_000;

export type PayoutRow = typeof payouts.$inferSelect;

export interface NewPayout {
  purpose: PayoutRow['purpose'];
  paymentId: string | null;
  stayId: string | null;
  recipientId: string | null;
  /** The proven number to pay, E.164; null when the person has none (flagged for an operator). */
  phone: string | null;
  amount: number;
  what: string;
}

/**
 * Money owed to someone, to send by B2C: written in the transaction that decided it (its
 * ledger entries moved it to `payable`), and sent by the send-payout job once that commits.
 * One Nyumba cannot send (no proven number, under M-Pesa's minimum) waits, flagged.
 */
export async function createPayout(deps: Pick<PaymentDeps, 'jobs'>, tx: Transaction, payout: NewPayout) {
  const flag = !payout.phone
    ? 'the recipient has no proven number to pay'
    : payout.amount < B2C_MINIMUM
      ? `below M-Pesa's B2C minimum of KSH ${B2C_MINIMUM}: pay by hand`
      : null;
  const [row] = await tx
    .insert(payouts)
    .values({
      purpose: payout.purpose,
      paymentId: payout.paymentId,
      stayId: payout.stayId,
      recipientId: payout.recipientId,
      phone: payout.phone ?? '',
      amount: payout.amount,
      what: payout.what,
      originatorId: `nyumba-${randomUUID()}`,
      // Kept as it is (not hashed): a payout sent again must name the same result address.
      secretHash: randomBytes(24).toString('base64url'),
      status: flag ? 'failed' : 'due',
      flag,
    })
    .returning();
  if (!flag && deps.jobs) await deps.jobs.enqueue(SEND_PAYOUT, { id: row!.id }, { tx });
  return row!;
}

/**
 * Sends one payout by B2C, when it is due. Its originator id never changes, so sending again
 * after a lost answer cannot pay twice. Daraja's refusal counts as a try; after PAYOUT_TRIES
 * an operator is asked to look (the money stays `payable` in the ledger meanwhile).
 */
async function sendPayout(deps: PaymentDeps, id: string, now = new Date()): Promise<void> {
  const [claimed] = await deps.db
    .update(payouts)
    .set({ status: 'sent', attempts: sql`${payouts.attempts} + 1`, sentAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'due')))
    .returning();
  if (!claimed) return;
  const address = (outcome: 'result' | 'timeout') =>
    `${deps.publicUrl}${pathOf(mpesaB2cResult, { id: claimed.id, secret: claimed.secretHash, outcome })}`;
  try {
    const answer = await deps.daraja.b2c({
      originatorId: claimed.originatorId,
      amount: claimed.amount,
      phone: darajaPhone(claimed.phone),
      remarks: `Nyumba ${claimed.purpose}: ${claimed.what}`,
      resultUrl: address('result'),
      timeoutUrl: address('timeout'),
    });
    if (answer.ResponseCode !== '0') throw new DarajaError(answer.ResponseDescription ?? 'refused', 200, null, true);
    await deps.db.update(payouts).set({ conversationId: answer.ConversationID }).where(eq(payouts.id, claimed.id));
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    const giveUp = claimed.attempts >= PAYOUT_TRIES;
    await deps.db
      .update(payouts)
      .set({
        status: giveUp ? 'failed' : 'due',
        failure,
        flag: giveUp ? `B2C refused ${claimed.attempts} times: ${failure}` : null,
      })
      .where(eq(payouts.id, claimed.id));
    deps.log.warn({ payoutId: claimed.id, failure, attempts: claimed.attempts }, 'a B2C payout was not taken');
  }
}

/** B2C's Result as posted to a payout's result (or queue-timeout) address. */
function readB2cResult(body: unknown) {
  const result = (body as { Result?: Record<string, unknown> } | null)?.Result;
  if (!result || typeof result.OriginatorConversationID !== 'string') return null;
  const code = Number(result.ResultCode);
  return {
    originatorId: result.OriginatorConversationID,
    code: Number.isInteger(code) ? code : -1,
    text: typeof result.ResultDesc === 'string' ? result.ResultDesc.slice(0, 200) : '',
    transactionId: typeof result.TransactionID === 'string' && result.TransactionID ? result.TransactionID : null,
  };
}

/**
 * A payout's result: paid (the ledger moves it from payable to M-Pesa and its receipt goes to
 * the recipient), failed (tried again with the same id, until PAYOUT_TRIES), or timed out in
 * Daraja's queue (sent again). Settled once: a repeat, or a second server, changes nothing.
 */
export async function receivePayoutResult(
  deps: PaymentDeps,
  payout: PayoutRow,
  body: unknown,
  timedOut: boolean,
  now = new Date(),
): Promise<'paid' | 'retry' | 'failed' | 'unchanged'> {
  const result = readB2cResult(body);
  if (!result || result.originatorId !== payout.originatorId) return 'unchanged';
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
    if (!row || row.status === 'paid' || row.status === 'failed') return 'unchanged' as const;
    if (!timedOut && result.code === 0) {
      await tx
        .update(payouts)
        .set({ status: 'paid', transactionId: result.transactionId, paidAt: now, failure: null })
        .where(eq(payouts.id, row.id));
      await post(tx, { kind: 'paid-out', payoutId: row.id, stayId: row.stayId, paymentId: row.paymentId }, [
        { account: 'payable', amount: row.amount, party: row.recipientId },
        { account: 'mpesa', amount: -row.amount },
      ]);
      await tellAboutMoney(
        deps,
        tx,
        row.recipientId,
        row.purpose === 'refund' ? 'refund' : 'payout',
        { what: row.what, amount: row.amount, receipt: result.transactionId },
        routePatterns.bookings,
      );
      if (row.stayId) await stayEvent(tx, row.stayId);
      return 'paid' as const;
    }
    const giveUp = !timedOut && row.attempts >= PAYOUT_TRIES;
    await tx
      .update(payouts)
      .set({
        status: giveUp ? 'failed' : 'due',
        failure: timedOut ? 'M-Pesa timed out; sent again' : result.text,
        flag: giveUp ? `B2C failed ${row.attempts} times: ${result.text}` : null,
      })
      .where(eq(payouts.id, row.id));
    if (!giveUp && deps.jobs) await deps.jobs.enqueue(SEND_PAYOUT, { id: row.id }, { tx });
    return giveUp ? ('failed' as const) : ('retry' as const);
  });
}

/** Payouts to send, and ones Daraja took but never answered about (sent again with the same id). */
export async function sendOpenPayouts(deps: PaymentDeps, now = new Date()): Promise<number> {
  await deps.db
    .update(payouts)
    .set({ status: 'due', failure: 'no result from M-Pesa; sent again' })
    .where(and(eq(payouts.status, 'sent'), lt(payouts.sentAt, new Date(now.getTime() - PAYOUT_RESULT_WAIT_MS))));
  const due = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(inArray(payouts.status, ['due']))
    .limit(100);
  for (const { id } of due) await sendPayout(deps, id, now);
  return due.length;
}

export function sendPayoutJob(payments: () => PaymentDeps | null) {
  return defineJob<{ id: string }>({
    name: SEND_PAYOUT,
    queue: { retryLimit: 0, expireInSeconds: 120 },
    handler: async (payload) => {
      const deps = payments();
      if (deps) await sendPayout(deps, payload.id);
    },
  });
}
