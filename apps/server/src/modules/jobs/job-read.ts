import {
  codeBeside,
  isTrade,
  JOB_NOT_FOUND,
  JOB_RELEASE_HOURS,
  kenyaToday,
  licenceExpired,
  licenceBodyOf,
  stagesOf,
  starAverage,
  type Job,
  type JobQuote,
  type ProviderCheck,
} from '@nyumba/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { jobNotices, jobQuotes, jobs } from '../../db/schema-jobs.ts';
import { notFound } from '../../lib/http-errors.ts';
import { jobMoney, jobPrompts } from '../payments/index.ts';
import { matchOf } from './matching.ts';

export type JobRow = typeof jobs.$inferSelect;
export type QuoteRow = typeof jobQuotes.$inferSelect;
type Role = Job['role'];

const HOUR_MS = 3_600_000;

/**
 * A job for its client, a provider it concerns (quoted, was told, or matches it now) or a
 * moderator: anyone else is told it does not exist. Locked for update inside `tx` when asked.
 */
export async function jobFor(
  db: Database | Transaction,
  id: string,
  viewer: { id: string; moderator?: boolean },
  lock = false,
): Promise<{ row: JobRow; role: Role; quote: QuoteRow | null }> {
  const query = db.select().from(jobs).where(eq(jobs.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(JOB_NOT_FOUND);
  if (row.clientId === viewer.id) return { row, role: 'client', quote: null };
  const [quote] = await db
    .select()
    .from(jobQuotes)
    .where(sql`${jobQuotes.jobId} = ${id} AND ${jobQuotes.providerId} = ${viewer.id}`);
  if (quote) return { row, role: 'provider', quote };
  const [told] = await db
    .select({ jobId: jobNotices.jobId })
    .from(jobNotices)
    .where(sql`${jobNotices.jobId} = ${id} AND ${jobNotices.providerId} = ${viewer.id}`);
  if (told || (await matchOf(db, row, viewer.id))) return { row, role: 'provider', quote: null };
  if (viewer.moderator) return { row, role: 'moderator', quote: null };
  throw notFound(JOB_NOT_FOUND);
}

interface ProviderFacts {
  name: string;
  phoneSince: Date | null;
  jobsDone: number;
  repeatClients: number;
  responseMinutes: number | null;
}

/** What each provider has earned on Nyumba, for the quotes' side-by-side view. */
async function providerFacts(db: Database | Transaction, ids: string[]): Promise<Map<string, ProviderFacts>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: string;
    name: string;
    business: string | null;
    phone_since: Date | string | null;
    done: number;
    repeat: number;
    minutes: number | null;
  }>(
    db,
    sql`SELECT u.id, u.username AS name, u.business_name AS business, u.phone_verified_at AS phone_since,
          (SELECT count(*) FROM hires h WHERE h.provider_id = u.id AND h.done_at IS NOT NULL)::int AS done,
          (SELECT count(*) FROM (SELECT h.client_id FROM hires h WHERE h.provider_id = u.id AND h.done_at IS NOT NULL
             GROUP BY h.client_id HAVING count(*) > 1) again)::int AS repeat,
          (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM q.created_at - j.created_at) / 60)
             FROM job_quotes q JOIN jobs j ON j.id = q.job_id WHERE q.provider_id = u.id) AS minutes
        FROM users u WHERE u.id IN (${list})`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.business || row.name,
        phoneSince: row.phone_since ? new Date(row.phone_since) : null,
        jobsDone: Number(row.done),
        repeatClients: Number(row.repeat),
        responseMinutes: row.minutes === null ? null : Math.round(Number(row.minutes)),
      },
    ]),
  );
}

/** The quotes as answers, each with its provider's rating, checks, record and distance. */
async function viewQuotes(db: Database | Transaction, quotes: QuoteRow[], places: Map<string, JobRow>) {
  if (quotes.length === 0) return new Map<string, JobQuote>();
  const [facts, services] = await Promise.all([
    providerFacts(db, [...new Set(quotes.map((q) => q.providerId))]),
    db
      .select({
        id: listings.id,
        name: listings.name,
        trade: listings.trade,
        lat: listings.lat,
        lng: listings.lng,
        ratingCount: listings.ratingCount,
        ratingStars: listings.ratingStars,
        licenceCheckedAt: listings.licenceCheckedAt,
        licenceExpires: listings.licenceExpires,
      })
      .from(listings)
      .where(
        inArray(
          listings.id,
          quotes.map((q) => q.listingId),
        ),
      ),
  ]);
  const byId = new Map(services.map((service) => [service.id, service]));
  return new Map(
    quotes.map((quote) => {
      const who = facts.get(quote.providerId);
      const service = byId.get(quote.listingId);
      const job = places.get(quote.jobId)!;
      const checks: ProviderCheck[] = [];
      if (who?.phoneSince) checks.push({ kind: 'phone', body: null, since: who.phoneSince.toISOString() });
      const body = isTrade(service?.trade) ? licenceBodyOf(service.trade) : undefined;
      if (body && service?.licenceCheckedAt && !licenceExpired(service.licenceExpires, kenyaToday()))
        checks.push({ kind: 'licence', body, since: service.licenceCheckedAt.toISOString() });
      const distance =
        service?.lat != null && service.lng != null
          ? 111.32 * Math.hypot(service.lat - job.lat, Math.cos((job.lat * Math.PI) / 180) * (service.lng - job.lng))
          : null;
      const view: JobQuote = {
        id: quote.id,
        providerId: quote.providerId,
        providerName: who?.name ?? '',
        listingId: quote.listingId,
        listingName: service?.name ?? '',
        price: quote.price,
        includes: quote.includes,
        startsOn: quote.startsOn,
        days: quote.days,
        stages: stagesOf(quote),
        status: quote.status,
        rating: service && service.ratingCount > 0 ? starAverage(service.ratingStars, service.ratingCount) : null,
        reviews: service?.ratingCount ?? 0,
        checks,
        jobsDone: who?.jobsDone ?? 0,
        repeatClients: who?.repeatClients ?? 0,
        responseMinutes: who?.responseMinutes ?? null,
        distanceKm: distance === null ? null : Math.round(distance),
        createdAt: quote.createdAt.toISOString(),
        updatedAt: quote.updatedAt.toISOString(),
      };
      return [quote.id, view] as const;
    }),
  );
}

/** The answers for these rows, each for `viewerId`'s side: quotes as that side may see them, money from the ledger. */
export async function viewJobs(
  db: Database | Transaction,
  rows: JobRow[],
  viewer: { id: string; moderator?: boolean },
  testMode: boolean,
): Promise<Job[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const quotes = await db.select().from(jobQuotes).where(inArray(jobQuotes.jobId, ids));
  const places = new Map(rows.map((row) => [row.id, row]));
  const views = await viewQuotes(db, quotes, places);
  const clients = new Map(
    (
      await db
        .select({ id: users.id, name: users.username })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.clientId))]))
    ).map((person) => [person.id, person.name]),
  );
  const chosen = (row: JobRow) => quotes.find((quote) => quote.id === row.acceptedQuoteId) ?? null;
  const [money, prompts] = await Promise.all([
    jobMoney(
      db,
      rows.map((row) => ({ id: row.id, clientId: row.clientId, providerId: chosen(row)?.providerId ?? null })),
    ),
    jobPrompts(db, ids),
  ]);
  return rows.map((row) => {
    const accepted = chosen(row);
    const role: Role =
      row.clientId === viewer.id
        ? 'client'
        : viewer.moderator && !quotes.some((q) => q.jobId === row.id && q.providerId === viewer.id)
          ? 'moderator'
          : 'provider';
    const seesAll = role !== 'provider';
    const mine = quotes.filter((q) => q.jobId === row.id && (seesAll || q.providerId === viewer.id));
    const seesAccepted = accepted && (seesAll || accepted.providerId === viewer.id);
    const stages = accepted ? stagesOf(accepted) : [];
    const stage = stages[row.stage];
    const prompt = seesAll ? prompts.get(row.id) : undefined;
    const failure = prompt?.failure ?? null;
    return {
      id: row.id,
      status: row.status,
      trade: row.trade as Job['trade'],
      role,
      clientName: clients.get(row.clientId) ?? '',
      areaName: row.areaName,
      description: row.description,
      photos: row.photos,
      when: row.whenWanted,
      budget: row.budget,
      quoteCount: quotes.filter((q) => q.jobId === row.id && q.status !== 'withdrawn').length,
      quotes: mine.map((q) => views.get(q.id)!),
      accepted: seesAccepted ? views.get(accepted.id)! : null,
      stage:
        seesAccepted && stage
          ? { number: row.stage + 1, of: stages.length, label: stage.label, amount: stage.amount }
          : null,
      money: seesAll || seesAccepted ? money.get(row.id)! : { held: 0, toProvider: 0, toClient: 0 },
      done: seesAll || seesAccepted ? row.done : null,
      releaseAt:
        row.status === 'done' && row.done
          ? new Date(Date.parse(row.done.at) + JOB_RELEASE_HOURS * HOUR_MS).toISOString()
          : null,
      problem: seesAll || seesAccepted ? row.problem : null,
      decision: row.decision
        ? { outcome: row.decision.outcome, reason: row.decision.reason, at: row.decision.at }
        : null,
      cancelledBy: row.cancelledBy,
      cancelReason: row.cancelReason,
      paying: prompt?.pending ?? false,
      promptedAt: prompt?.promptedAt ?? null,
      failure,
      ...(failure ? codeBeside('failureCode', failure) : {}),
      receipt: prompt?.receipt ?? null,
      conversationId: seesAll || seesAccepted ? row.conversationId : null,
      testMode,
      createdAt: row.createdAt.toISOString(),
    } satisfies Job;
  });
}

/** The jobs one answer lists at most. */
export const JOBS_LISTED = 100;

/** The caller's jobs as client and as a provider who quoted, newest first. */
export async function jobsOf(db: Database, userId: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      sql`${jobs.clientId} = ${userId} OR ${jobs.id} IN (SELECT job_id FROM job_quotes WHERE provider_id = ${userId})`,
    )
    .orderBy(sql`${jobs.createdAt} DESC`)
    .limit(JOBS_LISTED);
}
