import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payouts } from '../../db/schema-payments.ts';
import { defineJob } from '../../jobs/engine.ts';
import { DarajaError, darajaPhone } from './daraja.ts';
import type { PaymentDeps } from './deps.ts';
import {
  markPayoutPaid,
  PAYOUT_TRIES,
  payoutAddress,
  SEND_PAYOUT,
  sendAgainOrGiveUp,
  sendLater,
  type PayoutRow,
} from './payout-shared.ts';
import { checkUnanswered } from './payout-status.ts';

export { PAYOUT_TRIES, type PayoutRow } from './payout-shared.ts';

/** M-Pesa's smallest B2C payment. */
const B2C_MINIMUM = 10;
/** A payout sent with no result after this long is asked about (the transaction status query). */
const PAYOUT_RESULT_WAIT_MS = 2 * 60_000;

export interface NewPayout {
  purpose: PayoutRow['purpose'];
  paymentId: string | null;
  stayId: string | null;
  tenancyId?: string | null;
  jobId?: string | null;
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
      tenancyId: payout.tenancyId ?? null,
      jobId: payout.jobId ?? null,
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
  if (!flag) await sendLater(deps, tx, row!.id);
  return row!;
}

/**
 * Whether Daraja may have taken a B2C request that failed: anything but a refusal it answered
 * (a 4xx) may have reached it (no answer, a timeout, a 5xx, an answer we could not read).
 */
const mayHaveTaken = (error: unknown) => !(error instanceof DarajaError && error.status >= 400 && error.status < 500);

/**
 * Sends one payout by B2C, when it is due. Its originator id never changes. A refusal Daraja
 * answered counts as a try (after PAYOUT_TRIES an operator is asked to look, the money still
 * `payable` in the ledger); a request that got no answer stays `sent`, as Daraja may have
 * taken it: like one whose result never comes, it is asked about before anything is sent
 * again (payout-status.ts).
 */
async function sendPayout(deps: PaymentDeps, id: string, now = new Date()): Promise<void> {
  const [claimed] = await deps.db
    .update(payouts)
    .set({ status: 'sent', attempts: sql`${payouts.attempts} + 1`, sentAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'due')))
    .returning();
  if (!claimed) return;
  let refused: string;
  try {
    const answer = await deps.daraja.b2c({
      originatorId: claimed.originatorId,
      amount: claimed.amount,
      phone: darajaPhone(claimed.phone),
      remarks: `Nyumba ${claimed.purpose}: ${claimed.what}`,
      resultUrl: payoutAddress(deps, claimed, 'result'),
      timeoutUrl: payoutAddress(deps, claimed, 'timeout'),
    });
    if (answer.ResponseCode === '0') {
      await deps.db.update(payouts).set({ conversationId: answer.ConversationID }).where(eq(payouts.id, claimed.id));
      return;
    }
    refused = answer.ResponseDescription ?? `refused (${answer.ResponseCode})`;
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    if (mayHaveTaken(error)) {
      await deps.db
        .update(payouts)
        .set({ failure: `no answer from M-Pesa (${failure}): asked about before it is sent again` })
        .where(and(eq(payouts.id, claimed.id), eq(payouts.status, 'sent')));
      deps.log.warn(
        { payoutId: claimed.id, failure },
        'a B2C payout got no answer: M-Pesa is asked before sending again',
      );
      return;
    }
    refused = failure;
  }
  const giveUp = claimed.attempts >= PAYOUT_TRIES;
  await deps.db
    .update(payouts)
    .set({
      status: giveUp ? 'failed' : 'due',
      failure: refused,
      flag: giveUp ? `B2C refused ${claimed.attempts} times: ${refused}` : null,
    })
    .where(and(eq(payouts.id, claimed.id), eq(payouts.status, 'sent')));
  deps.log.warn({ payoutId: claimed.id, failure: refused, attempts: claimed.attempts }, 'a B2C payout was not taken');
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
 * the recipient), or failed (sent again with the same id, until PAYOUT_TRIES). A queue
 * timeout says nothing certain (M-Pesa may still pay it): the payout stays sent, and is asked
 * about once its wait is over, never sent again on the timeout's word. Settled once: a repeat,
 * or a second server, changes nothing.
 */
export async function receivePayoutResult(
  deps: PaymentDeps,
  payout: PayoutRow,
  body: unknown,
  timedOut: boolean,
  now = new Date(),
): Promise<'paid' | 'retry' | 'failed' | 'waiting' | 'unchanged'> {
  const result = readB2cResult(body);
  if (!result || result.originatorId !== payout.originatorId) return 'unchanged';
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
    if (!row || row.status === 'paid' || row.status === 'failed') return 'unchanged' as const;
    // A payout flagged for an operator takes only the word that it was paid.
    if (row.flag && (timedOut || result.code !== 0)) return 'unchanged' as const;
    if (timedOut) {
      if (row.status !== 'sent') return 'unchanged' as const;
      await tx
        .update(payouts)
        .set({ failure: 'M-Pesa timed out in its queue: asked about before it is sent again' })
        .where(eq(payouts.id, row.id));
      return 'waiting' as const;
    }
    if (result.code === 0) {
      await markPayoutPaid(deps, tx, row, result.transactionId, now);
      return 'paid' as const;
    }
    return sendAgainOrGiveUp(deps, tx, row, result.text, `B2C failed ${row.attempts} times: ${result.text}`);
  });
}

/** Payouts to send; sent ones with no result asked about, and unanswered questions flagged (payout-status.ts). */
export async function sendOpenPayouts(deps: PaymentDeps, now = new Date()): Promise<number> {
  await checkUnanswered(deps, PAYOUT_RESULT_WAIT_MS, now);
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
