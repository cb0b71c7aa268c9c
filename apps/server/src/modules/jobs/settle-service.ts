import {
  JOB_CANNOT_CANCEL,
  JOB_NOT_DISPUTED,
  JOB_NOT_YOUR_STEP,
  JOB_SPLIT_TOO_MUCH,
  kenyaToday,
  PAYMENTS_OFF,
  stagesOf,
  type JobDecisionBody,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { jobQuotes, jobs } from '../../db/schema-jobs.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.ts';
import { payFromJobHold } from '../payments/index.ts';
import type { JobDeps } from './deps.ts';
import { jobFor, type JobRow } from './job-read.ts';
import { tellSide } from './job-notices.ts';
import { acceptedQuote, recordHire, releaseStage, stageOf, what } from './money-service.ts';

// How a job ends otherwise than confirmed (docs/jobs.md): cancelled by either side, or decided
// by a moderator after a problem. The money held goes back, on, or is split, each move through
// the ledger (payments/job-money.ts).

/** Money held for the stage goes back to the client, to the number that paid. */
async function refundClient(deps: JobDeps, tx: Transaction, row: JobRow, amount: number, memo: string) {
  if (!deps.payments) throw conflict(PAYMENTS_OFF);
  await payFromJobHold(deps.payments, tx, {
    jobId: row.id,
    amount,
    to: row.clientId,
    purpose: 'refund',
    kind: 'job-refunded',
    what: what(row),
    memo,
  });
}

/**
 * Cancelling. The client: any time before paying, and once paid until the quote's start date
 * (before the provider starts), all back. The chosen provider, after acceptance: all back to
 * the client, and it counts on their record. A provider whose quote waits withdraws it.
 */
export async function cancelJob(deps: JobDeps, user: UserRow, id: string, reason: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { row, role, quote: own } = await jobFor(tx, id, user, true);
    if (role === 'moderator') throw forbidden(JOB_NOT_YOUR_STEP);
    const quote = row.acceptedQuoteId ? await acceptedQuote(tx, row) : null;
    if (role === 'provider' && quote?.providerId !== user.id) {
      if (own?.status !== 'sent') throw forbidden(JOB_NOT_YOUR_STEP);
      await tx.update(jobQuotes).set({ status: 'withdrawn', updatedAt: now }).where(eq(jobQuotes.id, own.id));
      return row;
    }
    const unpaid = row.status === 'open' || row.status === 'quoted' || (row.status === 'accepted' && row.stage === 0);
    const notStarted = row.status === 'paid' && row.stage === 0 && quote !== null && kenyaToday(now) < quote.startsOn;
    const byProvider = role === 'provider' && (row.status === 'accepted' || row.status === 'paid') && row.stage === 0;
    if (!unpaid && !notStarted && !byProvider) throw conflict(JOB_CANNOT_CANCEL);
    if (row.status === 'paid' && quote)
      await refundClient(
        deps,
        tx,
        row,
        stagesOf(quote)[0]!.amount,
        `the ${role} cancelled before the work: refunded in full`,
      );
    if (byProvider)
      await tx
        .update(users)
        .set({ hostCancellations: sql`${users.hostCancellations} + 1` })
        .where(eq(users.id, user.id));
    const [cancelled] = await tx
      .update(jobs)
      .set({ status: 'cancelled', cancelledBy: role, cancelReason: reason || null, updatedAt: now })
      .where(eq(jobs.id, id))
      .returning();
    if (quote) await tellSide(deps, tx, role === 'client' ? quote.providerId : row.clientId, id, 'jobNews', now);
    return cancelled!;
  });
}

/**
 * A moderator decides a disputed stage, with a reason kept on the job: release it to the
 * provider (the job goes on to its next stage, or ends released), refund it to the client, or
 * split it; a refund or split closes the job.
 */
export async function decideJob(
  deps: JobDeps,
  moderator: UserRow,
  id: string,
  body: JobDecisionBody,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { row } = await jobFor(tx, id, { id: moderator.id, moderator: true }, true);
    if (row.status !== 'disputed') throw conflict(JOB_NOT_DISPUTED);
    const quote = await acceptedQuote(tx, row);
    const held = stageOf(row, quote).amount;
    const decision = { outcome: body.outcome, reason: body.reason, at: now.toISOString(), by: moderator.id };
    if (body.outcome === 'release') {
      await tx.update(jobs).set({ decision }).where(eq(jobs.id, id));
      const released = await releaseStage(deps, tx, { ...row, decision }, `a moderator released: ${body.reason}`, now);
      await tellSide(deps, tx, row.clientId, id, 'jobNews', now);
      return released;
    }
    const toProvider = body.outcome === 'split' ? (body.toProvider ?? 0) : 0;
    if (toProvider > held) throw badRequest('toProvider', JOB_SPLIT_TOO_MUCH);
    if (toProvider > 0 && deps.payments)
      await payFromJobHold(deps.payments, tx, {
        jobId: id,
        amount: toProvider,
        to: quote.providerId,
        purpose: 'payout',
        kind: 'job-released',
        what: what(row),
        memo: `a moderator split the stage: ${body.reason}`,
      });
    await refundClient(deps, tx, row, held - toProvider, `a moderator decided: ${body.reason}`);
    if (toProvider > 0) await recordHire(tx, row, quote, now);
    const [closed] = await tx
      .update(jobs)
      .set({ status: 'closed', decision, updatedAt: now })
      .where(eq(jobs.id, id))
      .returning();
    await tellSide(deps, tx, row.clientId, id, 'jobNews', now);
    await tellSide(deps, tx, quote.providerId, id, 'jobNews', now);
    return closed!;
  });
}
