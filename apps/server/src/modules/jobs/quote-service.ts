import {
  JOB_MAX_QUOTES,
  JOB_NOT_ACCEPTABLE,
  JOB_NOT_FOUND,
  JOB_NOT_QUOTABLE,
  JOB_NOT_YOUR_STEP,
  JOB_NOT_YOUR_TRADE,
  JOB_OWN_JOB,
  JOB_QUOTE_NOT_FOUND,
  JOB_QUOTES_DAILY,
  JOB_QUOTES_FULL,
  JOB_QUOTES_PER_DAY,
  JOB_STARTS_ERROR,
  kenyaToday,
  pageAddress,
  tradeLabel,
  type QuoteBody,
} from '@nyumba/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { jobQuotes, jobs } from '../../db/schema-jobs.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { startConversationIn } from '../messages/index.ts';
import type { JobDeps } from './deps.ts';
import { jobFor, type JobRow, type QuoteRow } from './job-read.ts';
import { tellSide } from './job-notices.ts';
import { matchOf } from './matching.ts';

const DAY_MS = 86_400_000;

/**
 * A provider of the job's trade who serves its area quotes, once per job, revising that quote
 * until one is accepted. Five quotes a job, thirty a day a provider; the client hears.
 */
export async function quoteJob(
  deps: JobDeps,
  provider: UserRow,
  jobId: string,
  body: QuoteBody,
  now = new Date(),
): Promise<{ quote: QuoteRow; job: JobRow }> {
  if (body.startsOn < kenyaToday(now)) throw badRequest('startsOn', JOB_STARTS_ERROR);
  return deps.db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.clientId === provider.id) throw forbidden(JOB_OWN_JOB);
    const match = await matchOf(tx, job, provider.id);
    if (!match) throw forbidden(JOB_NOT_YOUR_TRADE);
    if (job.status !== 'open' && job.status !== 'quoted') throw conflict(JOB_NOT_QUOTABLE);
    const terms = {
      price: body.price,
      includes: body.includes,
      startsOn: body.startsOn,
      days: body.days,
      stages: body.stages ?? null,
      listingId: match.listingId,
      updatedAt: now,
    };
    const [mine] = await tx
      .select()
      .from(jobQuotes)
      .where(and(eq(jobQuotes.jobId, jobId), eq(jobQuotes.providerId, provider.id)));
    let quote: QuoteRow;
    if (mine && mine.status === 'sent') {
      [quote] = (await tx.update(jobQuotes).set(terms).where(eq(jobQuotes.id, mine.id)).returning()) as [QuoteRow];
    } else {
      if (mine) throw conflict(JOB_NOT_QUOTABLE);
      const [counts] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(jobQuotes)
        .where(and(eq(jobQuotes.jobId, jobId), ne(jobQuotes.status, 'withdrawn')));
      if ((counts?.n ?? 0) >= JOB_MAX_QUOTES) throw conflict(JOB_QUOTES_FULL);
      const [today] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(jobQuotes)
        .where(
          sql`${jobQuotes.providerId} = ${provider.id} AND ${jobQuotes.createdAt} > ${new Date(now.getTime() - DAY_MS)}`,
        );
      if ((today?.n ?? 0) >= JOB_QUOTES_PER_DAY) throw new HttpError(429, JOB_QUOTES_DAILY);
      [quote] = (await tx
        .insert(jobQuotes)
        .values({ ...terms, jobId, providerId: provider.id, createdAt: now })
        .returning()) as [QuoteRow];
    }
    const [updated] = await tx
      .update(jobs)
      .set({ status: 'quoted', updatedAt: now })
      .where(eq(jobs.id, jobId))
      .returning();
    await tellSide(deps, tx, job.clientId, jobId, 'jobNews', now);
    return { quote, job: updated! };
  });
}

/**
 * The client accepts one quote: the others are declined (each provider hears), the job waits
 * for payment, and the two sides get a conversation on Nyumba about it (where the hire, and so
 * both reviews, will be recorded once the money is released).
 */
export async function acceptQuote(
  deps: JobDeps,
  client: UserRow,
  jobId: string,
  quoteId: string,
  now = new Date(),
): Promise<JobRow> {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await jobFor(tx, jobId, client, true);
    if (role !== 'client') throw forbidden(JOB_NOT_YOUR_STEP);
    const [quote] = await tx
      .select()
      .from(jobQuotes)
      .where(and(eq(jobQuotes.id, quoteId), eq(jobQuotes.jobId, jobId)));
    if (!quote || quote.status === 'withdrawn') throw notFound(JOB_QUOTE_NOT_FOUND);
    if (row.status !== 'open' && row.status !== 'quoted') throw conflict(JOB_NOT_ACCEPTABLE);
    await tx.update(jobQuotes).set({ status: 'accepted', updatedAt: now }).where(eq(jobQuotes.id, quoteId));
    const declined = await tx
      .update(jobQuotes)
      .set({ status: 'declined', updatedAt: now })
      .where(and(eq(jobQuotes.jobId, jobId), eq(jobQuotes.status, 'sent')))
      .returning({ providerId: jobQuotes.providerId });
    const conversationId = await conversationFor(tx, client, quote, row, now);
    const [accepted] = await tx
      .update(jobs)
      .set({ status: 'accepted', acceptedQuoteId: quoteId, acceptedAt: now, stage: 0, conversationId, updatedAt: now })
      .where(eq(jobs.id, jobId))
      .returning();
    for (const other of [quote, ...declined]) await tellSide(deps, tx, other.providerId, jobId, 'jobNews', now);
    return accepted!;
  });
}

/**
 * The conversation the job's hire lives in: the client's about the provider's service, with a
 * first message naming the job. None when the two cannot talk on Nyumba (one blocked the
 * other): the job goes on, and no hire is recorded for reviews.
 */
async function conversationFor(tx: Transaction, client: UserRow, quote: QuoteRow, job: JobRow, now: Date) {
  const text = `I accepted your quote of KSH ${quote.price.toLocaleString('en-KE')} for my ${tradeLabel(
    job.trade as Parameters<typeof tradeLabel>[0],
  ).toLowerCase()} job on Nyumba: ${pageAddress.job(job.id)}`;
  try {
    const written = await startConversationIn(tx, client, { listingId: quote.listingId, text }, now);
    return written.answer.conversationId;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
