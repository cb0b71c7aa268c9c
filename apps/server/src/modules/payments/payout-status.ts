import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payouts } from '../../db/schema-payments.ts';
import { STATUS_NOT_FOUND } from './daraja.ts';
import type { PaymentDeps } from './deps.ts';
import { markPayoutPaid, payoutAddress, sendAgainOrGiveUp, type PayoutRow } from './payout-shared.ts';

// A payout whose B2C request got no answer, no result, or a queue timeout may still have been
// paid: M-Pesa is asked (the transaction status query) before it is sent again, and it is
// sent again only when M-Pesa says the first was not paid or does not exist. When M-Pesa
// cannot say, nothing is sent: an operator is asked to look (docs/payments.md, "Payouts").

/** How long a status query's result is awaited before its payout is flagged for an operator. */
export const STATUS_RESULT_WAIT_MS = 2 * 60_000;
/** The alert's log line (warn), stable for log-based alerting; the payout carries the detail. */
export const PAYOUT_UNKNOWN_ALERT =
  'M-Pesa could not say whether a payout was paid: flagged for an operator, not sent again';
/** Statuses M-Pesa gives a transaction that moved no money. */
const NOT_PAID = new Set(['Failed', 'Cancelled', 'Declined', 'Expired']);

type Reading = { kind: 'paid'; receipt: string } | { kind: 'not-paid'; why: string } | { kind: 'unknown'; why: string };

/** A ResultParameters list as Daraja writes it: an array of { Key, Value }, or one such object. */
function parameters(result: Record<string, unknown>): Map<string, unknown> {
  const holder = result.ResultParameters as { ResultParameter?: unknown } | undefined;
  const raw = holder?.ResultParameter;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = new Map<string, unknown>();
  for (const item of list as { Key?: unknown; Value?: unknown }[]) {
    if (typeof item?.Key === 'string') found.set(item.Key, item.Value);
  }
  return found;
}

/**
 * What a transaction status Result says about `payout`'s B2C request: paid (Completed, with a
 * receipt, for its amount, about its originator id), not paid (a status that moved no money,
 * or M-Pesa has no such transaction), or nothing certain. Null: not a Result at all.
 */
export function readStatusResult(body: unknown, payout: PayoutRow): Reading | null {
  const result = (body as { Result?: unknown } | null)?.Result;
  if (!result || typeof result !== 'object') return null;
  const fields = result as Record<string, unknown>;
  const code = String(fields.ResultCode ?? '');
  const desc = typeof fields.ResultDesc === 'string' ? fields.ResultDesc.slice(0, 200) : '';
  if (code === String(STATUS_NOT_FOUND)) return { kind: 'not-paid', why: `M-Pesa has no such transaction (${desc})` };
  if (code !== '0') return { kind: 'unknown', why: `the status query answered ${code || 'no code'}: ${desc}` };
  const found = parameters(fields);
  const about = found.get('OriginatorConversationID');
  if (about !== undefined && String(about) !== payout.originatorId)
    return { kind: 'unknown', why: `the answer is about another request (${String(about).slice(0, 60)})` };
  const status = typeof found.get('TransactionStatus') === 'string' ? (found.get('TransactionStatus') as string) : '';
  if (NOT_PAID.has(status)) return { kind: 'not-paid', why: `M-Pesa says ${status}` };
  if (status !== 'Completed')
    return { kind: 'unknown', why: status ? `M-Pesa says "${status.slice(0, 40)}"` : 'the answer names no status' };
  const receipt = found.get('ReceiptNo');
  const amount = Number(found.get('Amount'));
  if (typeof receipt !== 'string' || !/^[A-Z0-9]{6,20}$/.test(receipt))
    return { kind: 'unknown', why: 'Completed, but with no receipt' };
  if (amount !== payout.amount) return { kind: 'unknown', why: `Completed for KSH ${String(found.get('Amount'))}` };
  return { kind: 'paid', receipt };
}

/** Nothing certain about a payout: flagged (it stays `checking`, never sent again by itself), and the alert. */
async function flagUnknown(deps: PaymentDeps, tx: Transaction, row: PayoutRow, why: string): Promise<void> {
  await tx
    .update(payouts)
    .set({
      failure: why,
      flag: `M-Pesa could not say whether this ${row.purpose} was paid (${why}): look for ${row.originatorId} in the M-Pesa statement before paying it by hand`,
    })
    .where(eq(payouts.id, row.id));
  deps.log.warn(
    { payoutId: row.id, originatorId: row.originatorId, purpose: row.purpose, amount: row.amount, why },
    PAYOUT_UNKNOWN_ALERT,
  );
}

/** Asks M-Pesa about a payout being checked; a query it does not take leaves the wait to run out. */
async function askAbout(deps: PaymentDeps, row: PayoutRow): Promise<void> {
  try {
    const answer = await deps.daraja.transactionStatus({
      originatorId: row.originatorId,
      transactionId: row.transactionId,
      remarks: `Nyumba ${row.purpose} status`,
      resultUrl: payoutAddress(deps, row, 'status'),
      timeoutUrl: payoutAddress(deps, row, 'status-timeout'),
    });
    if (answer.ResponseCode !== '0') throw new Error(answer.ResponseDescription ?? `answered ${answer.ResponseCode}`);
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    deps.log.warn({ payoutId: row.id, failure }, 'M-Pesa did not take a payout status query');
  }
}

/**
 * Payouts sent `waitMs` ago with no result (no answer to the request, no result posted, or a
 * queue timeout) are asked about; ones asked about STATUS_RESULT_WAIT_MS ago with no answer
 * are flagged. Each claim is one conditional update, so two servers never both ask.
 */
export async function checkUnanswered(deps: PaymentDeps, waitMs: number, now: Date): Promise<number> {
  const claimed = await deps.db
    .update(payouts)
    .set({ status: 'checking', sentAt: now })
    .where(and(eq(payouts.status, 'sent'), lt(payouts.sentAt, new Date(now.getTime() - waitMs))))
    .returning();
  for (const row of claimed) await askAbout(deps, row);
  const silent = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'checking'),
        isNull(payouts.flag),
        lt(payouts.sentAt, new Date(now.getTime() - STATUS_RESULT_WAIT_MS)),
      ),
    )
    .limit(100);
  for (const { id } of silent) {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (row?.status === 'checking' && !row.flag) await flagUnknown(deps, tx, row, 'no answer to the status query');
    });
  }
  return claimed.length;
}

/**
 * A status query's Result (or its queue timeout) for a payout being checked: paid, recorded
 * paid with its receipt; not paid or not found, sent again with the same originator id (a
 * try, until PAYOUT_TRIES); anything else, flagged. Only while the payout is being checked and
 * not yet flagged: once an operator is asked, nothing here changes it.
 */
export async function receiveStatusResult(
  deps: PaymentDeps,
  payout: PayoutRow,
  body: unknown,
  timedOut: boolean,
  now = new Date(),
): Promise<'paid' | 'retry' | 'failed' | 'flagged' | 'unchanged'> {
  const reading = timedOut
    ? { kind: 'unknown' as const, why: "the status query timed out in M-Pesa's queue" }
    : readStatusResult(body, payout);
  if (!reading) return 'unchanged';
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
    if (!row || row.status !== 'checking' || row.flag) return 'unchanged' as const;
    if (reading.kind === 'paid') {
      await markPayoutPaid(deps, tx, row, reading.receipt, now);
      return 'paid' as const;
    }
    if (reading.kind === 'unknown') {
      await flagUnknown(deps, tx, row, reading.why);
      return 'flagged' as const;
    }
    return sendAgainOrGiveUp(
      deps,
      tx,
      row,
      `${reading.why}: sent again`,
      `B2C not paid after ${row.attempts} tries: ${reading.why}`,
    );
  });
}
