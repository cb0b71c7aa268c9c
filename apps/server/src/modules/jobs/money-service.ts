import {
  JOB_NEEDS_NUMBER,
  JOB_NOT_DONE,
  JOB_NOT_DUE,
  JOB_NOT_PAID,
  JOB_NOT_YOUR_STEP,
  JOB_PROBLEM_WINDOW,
  PAYMENTS_OFF,
  stagesOf,
  tradeLabel,
  type JobDoneBody,
  type JobProblemBody,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { jobQuotes, jobs } from '../../db/schema-jobs.ts';
import { conflict, forbidden } from '../../lib/http-errors.ts';
import { FOREIGN_IMAGE, ownPhotoPaths } from '../images/index.ts';
import {
  assertExpectedTotal,
  creditPaymentsWith,
  holdJobPayment,
  payFromJobHold,
  promptJob,
  refundLatePayment,
  type PaymentDeps,
} from '../payments/index.ts';
import { recordFinishedHire } from '../reviews/index.ts';
import type { JobDeps } from './deps.ts';
import { jobFor, type JobRow, type QuoteRow } from './job-read.ts';
import { tellSide } from './job-notices.ts';

// A job's money (docs/jobs.md, "Money"): each stage paid by the client into `held-job`, and
// out of it to the provider when the client confirms (or stays silent 72 hours after "done"),
// back to the client on a cancellation, or as a moderator decides. Each move is a ledger
// journal and a B2C payout (payments/job-money.ts).

export const what = (row: JobRow) => `${tradeLabel(row.trade as Parameters<typeof tradeLabel>[0])} job`;

export async function acceptedQuote(tx: Transaction, row: JobRow): Promise<QuoteRow> {
  const [quote] = await tx.select().from(jobQuotes).where(eq(jobQuotes.id, row.acceptedQuoteId!));
  return quote!;
}

/** The stage due or held now, from the accepted quote. */
export const stageOf = (row: JobRow, quote: QuoteRow) => stagesOf(quote)[row.stage]!;

/** The client pays the stage due by an STK push to their proven number (one open at a time). */
export async function payJob(deps: JobDeps, client: UserRow, id: string, expectedTotal?: number): Promise<void> {
  const { row, role } = await jobFor(deps.db, id, client);
  if (role !== 'client') throw forbidden(JOB_NOT_YOUR_STEP);
  if (row.status !== 'accepted') throw conflict(JOB_NOT_DUE);
  if (!deps.payments) throw conflict(PAYMENTS_OFF);
  if (!client.phone || !client.phoneVerifiedAt) throw conflict(JOB_NEEDS_NUMBER);
  const quote = await deps.db.transaction((tx) => acceptedQuote(tx, row));
  const { amount } = stageOf(row, quote);
  assertExpectedTotal(expectedTotal, amount);
  // The amount is the accepted quote's own, never a number from the client.
  await promptJob(deps.payments, { id, clientId: client.id, phone: client.phone, amount, what: what(row) });
}

/**
 * A confirmed payment (payments/credit.ts, in its transaction): held when the job still waits
 * for it at that amount; refunded in full when it came late (cancelled, or already paid).
 */
async function creditJob(deps: PaymentDeps, tx: Transaction, payment: Parameters<typeof holdJobPayment>[1], now: Date) {
  const [row] = payment.jobId ? await tx.select().from(jobs).where(eq(jobs.id, payment.jobId)).for('update') : [];
  const due = row?.status === 'accepted' ? stageOf(row, await acceptedQuote(tx, row)).amount : null;
  if (!row || payment.amount !== due) {
    await refundLatePayment(deps, tx, payment);
    return;
  }
  await holdJobPayment(tx, payment);
  await tx.update(jobs).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(jobs.id, row.id));
  const quote = await acceptedQuote(tx, row);
  await tellSide(deps, tx, quote.providerId, row.id, 'jobNews', now);
}
creditPaymentsWith('job', creditJob);

/** The provider marks the paid stage done, with photos and a note: the client has 72 hours to answer. */
export async function markDone(deps: JobDeps, provider: UserRow, id: string, body: JobDoneBody, now = new Date()) {
  const photos = await ownPhotoPaths(deps.db, deps.imageBaseUrl, provider.id, body.photos, 'photos', FOREIGN_IMAGE);
  return deps.db.transaction(async (tx) => {
    const { row } = await jobFor(tx, id, provider, true);
    const quote = row.acceptedQuoteId ? await acceptedQuote(tx, row) : null;
    if (quote?.providerId !== provider.id) throw forbidden(JOB_NOT_YOUR_STEP);
    if (row.status !== 'paid') throw conflict(JOB_NOT_PAID);
    const [done] = await tx
      .update(jobs)
      .set({
        status: 'done',
        done: { note: body.note, photos, at: now.toISOString() },
        evidence: [...new Set([...row.evidence, ...photos])],
        reminded: [],
        updatedAt: now,
      })
      .where(eq(jobs.id, id))
      .returning();
    await tellSide(deps, tx, row.clientId, id, 'jobNews', now);
    return done!;
  });
}

/**
 * The held stage goes to the provider (the client confirmed, 72 hours passed, or a moderator
 * released it). A next stage waits for its payment; after the last, the job is released and
 * its hire recorded, so both sides may review it.
 */
export async function releaseStage(deps: JobDeps, tx: Transaction, row: JobRow, memo: string, now: Date) {
  if (!deps.payments) throw conflict(PAYMENTS_OFF);
  const quote = await acceptedQuote(tx, row);
  const stages = stagesOf(quote);
  await payFromJobHold(deps.payments, tx, {
    jobId: row.id,
    amount: stages[row.stage]!.amount,
    to: quote.providerId,
    purpose: 'payout',
    kind: 'job-released',
    what: what(row),
    memo,
  });
  const last = row.stage + 1 >= stages.length;
  const [next] = await tx
    .update(jobs)
    .set(
      last
        ? { status: 'released', releasedAt: now, updatedAt: now }
        : { status: 'accepted', stage: row.stage + 1, done: null, paidAt: null, updatedAt: now },
    )
    .where(eq(jobs.id, row.id))
    .returning();
  if (last) await recordHire(tx, row, quote, now);
  await tellSide(deps, tx, quote.providerId, row.id, 'jobNews', now);
  if (!last) await tellSide(deps, tx, row.clientId, row.id, 'jobNews', now);
  return next!;
}

export async function recordHire(tx: Transaction, row: JobRow, quote: QuoteRow, now: Date) {
  if (!row.conversationId) return;
  await recordFinishedHire(
    tx,
    {
      conversationId: row.conversationId,
      listingId: quote.listingId,
      providerId: quote.providerId,
      clientId: row.clientId,
      hiredAt: row.acceptedAt ?? now,
    },
    now,
  );
}

/** The client confirms the work: the held stage goes to the provider. */
export async function confirmJob(deps: JobDeps, client: UserRow, id: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await jobFor(tx, id, client, true);
    if (role !== 'client') throw forbidden(JOB_NOT_YOUR_STEP);
    if (row.status !== 'done') throw conflict(JOB_NOT_DONE);
    return releaseStage(deps, tx, row, 'the client confirmed the work', now);
  });
}

/** Not done, not as agreed, no show: from payment until release, the money stays held for a moderator. */
export async function reportProblem(
  deps: JobDeps,
  client: UserRow,
  id: string,
  body: JobProblemBody,
  now = new Date(),
) {
  const photos = await ownPhotoPaths(deps.db, deps.imageBaseUrl, client.id, body.photos, 'photos', FOREIGN_IMAGE);
  return deps.db.transaction(async (tx) => {
    const { row, role } = await jobFor(tx, id, client, true);
    if (role !== 'client') throw forbidden(JOB_NOT_YOUR_STEP);
    if (row.status !== 'paid' && row.status !== 'done') throw conflict(JOB_PROBLEM_WINDOW);
    const [held] = await tx
      .update(jobs)
      .set({
        status: 'disputed',
        problem: { kind: body.kind, note: body.note, photos, at: now.toISOString() },
        evidence: [...new Set([...row.evidence, ...photos])],
        updatedAt: now,
      })
      .where(eq(jobs.id, id))
      .returning();
    const quote = await acceptedQuote(tx, row);
    await tellSide(deps, tx, quote.providerId, id, 'jobNews', now);
    return held!;
  });
}
