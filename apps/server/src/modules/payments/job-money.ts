import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { payments } from '../../db/schema-payments.ts';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { createPayout } from './payouts.ts';
import { provenNumberOf } from './settle.ts';
import { startPayment, type PaymentRow } from './stk.ts';
import { lastPrompts, type TenancyPrompt } from './tenancy-money.ts';

// A job's money (modules/jobs, docs/jobs.md), in the ledger like every shilling: each stage's
// payment waits in `held-job` until the client confirms the work (or 72 hours of silence do),
// each journal naming its job. What a screen shows is read back from here (jobMoney).

export interface JobMoney {
  held: number;
  /** Owed to the provider and to the client so far (paid out, or on its way). */
  toProvider: number;
  toClient: number;
}

/** Each job's money, from its journals: what is held, and what went to whom. */
export async function jobMoney(
  db: Database | Transaction,
  jobs: { id: string; clientId: string; providerId: string | null }[],
): Promise<Map<string, JobMoney>> {
  const found = new Map<string, JobMoney>(jobs.map((job) => [job.id, { held: 0, toProvider: 0, toClient: 0 }]));
  if (jobs.length === 0) return found;
  const rows = await queryRows<{
    job_id: string;
    account: string;
    party_id: string | null;
    held: number;
    owed: number;
  }>(
    db,
    sql`SELECT j.job_id, e.account, e.party_id,
          -sum(e.amount)::bigint AS held,
          sum(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END)::bigint AS owed
        FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
        WHERE j.job_id IN (${sql.join(
          jobs.map((job) => sql`${job.id}::uuid`),
          sql`, `,
        )}) AND e.account IN ('held-job', 'payable')
        GROUP BY j.job_id, e.account, e.party_id`,
  );
  const parties = new Map(jobs.map((job) => [job.id, job]));
  for (const row of rows) {
    const money = found.get(row.job_id)!;
    const who = parties.get(row.job_id)!;
    if (row.account === 'held-job') money.held += Number(row.held);
    else if (row.party_id === who.providerId) money.toProvider += Number(row.owed);
    else if (row.party_id === who.clientId) money.toClient += Number(row.owed);
  }
  return found;
}

/** Each job's last prompt: whether one is open, how it failed, the receipt that paid. */
export const jobPrompts = (db: Database | Transaction, ids: string[]): Promise<Map<string, TenancyPrompt>> =>
  lastPrompts(db, 'job_id', ids);

/** The client's prompt for the stage due: one open at a time per job (startPayment). */
export function promptJob(
  deps: PaymentDeps,
  job: { id: string; clientId: string; phone: string; amount: number; what: string },
): Promise<PaymentRow> {
  return startPayment(deps, {
    purpose: 'job',
    subject: `job:${job.id}`,
    payerId: job.clientId,
    phone: job.phone,
    amount: job.amount,
    jobId: job.id,
    what: job.what,
    reference: `NYUMBA${job.id.slice(0, 6).toUpperCase()}`,
    description: 'Nyumba job',
  });
}

/** A confirmed payment held for its job's stage, in `held-job`. */
export async function holdJobPayment(tx: Transaction, payment: PaymentRow): Promise<void> {
  await post(tx, { kind: 'job-paid', jobId: payment.jobId, paymentId: payment.id }, [
    { account: 'mpesa', amount: payment.amount },
    { account: 'held-job', amount: -payment.amount },
  ]);
}

export interface JobHeldMove {
  jobId: string;
  amount: number;
  /** Whom it goes to: the provider (a payout to their proven number) or the client (a refund to the number that paid). */
  to: string;
  purpose: 'payout' | 'refund';
  kind: 'job-released' | 'job-refunded';
  what: string;
  memo: string;
}

/**
 * Money out of a job's hold to one person, in `tx`: a balanced journal from `held-job` into
 * `payable`, and a B2C payout sent once committed (its originator id fixed, so paid once).
 */
export async function payFromJobHold(deps: PaymentDeps, tx: Transaction, move: JobHeldMove): Promise<void> {
  if (move.amount <= 0) return;
  const [paid] = await tx
    .select({ id: payments.id, phone: payments.phone })
    .from(payments)
    .where(sql`${payments.jobId} = ${move.jobId} AND ${payments.status} = 'paid'`)
    .orderBy(sql`${payments.answeredAt} DESC NULLS LAST`)
    .limit(1);
  await post(tx, { kind: move.kind, jobId: move.jobId, paymentId: paid?.id ?? null, memo: move.memo }, [
    { account: 'held-job', amount: move.amount },
    { account: 'payable', amount: -move.amount, party: move.to },
  ]);
  await createPayout(deps, tx, {
    purpose: move.purpose,
    paymentId: paid?.id ?? null,
    stayId: null,
    jobId: move.jobId,
    recipientId: move.to,
    phone: move.purpose === 'refund' && paid ? paid.phone : await provenNumberOf(tx, move.to),
    amount: move.amount,
    what: move.what,
  });
}
