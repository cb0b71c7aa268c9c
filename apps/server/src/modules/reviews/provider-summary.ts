import {
  DAY_MS,
  isTrade,
  SERVICE_TYPES,
  type ProviderSummary,
  RESPONSE_TIME_MIN_CONVERSATIONS,
  type Trade,
  type WorkDay,
} from '@nyumba/domain';
import { starAverage } from '@nyumba/domain';
import { and, desc, eq, gt, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { conversations } from '../../db/schema-messages.ts';
import { hires, reviews } from '../../db/schema-reviews.ts';
import { listingIsPublic } from '../moderation/index.ts';
import { providerReviews } from './review-read.ts';

const MAX_AREAS = 30;
/** A provider's trades, areas and hours come from their newest this many service listings. */
const SERVICES_READ = 200;

/**
 * A provider's work on Nyumba for their page: what trades and areas their public service
 * listings name, their hours (from the newest listing that gives them), how fast they
 * answer, the jobs done and their clients' reviews. Null for someone with neither a
 * service nor a review (a landlord's page stays as it was).
 */
export async function providerSummary(db: Database, id: string, now = new Date()): Promise<ProviderSummary | null> {
  // Bounded reads, whatever the lister's size (an agency may hold a million rentals): their
  // newest service listings, and the ratings summed in the database over those rated only.
  // Read whole into Node, one agency's page took 6 s at a million listings (bench/scale).
  const [services, [rated]] = await Promise.all([
    db
      .select({
        trade: listings.trade,
        areaName: listings.areaName,
        areasServed: listings.areasServed,
        workDays: listings.workDays,
        workFrom: listings.workFrom,
        workTo: listings.workTo,
        emergency: listings.emergency,
      })
      .from(listings)
      .where(and(eq(listings.ownerId, id), inArray(listings.type, [...SERVICE_TYPES]), listingIsPublic))
      .orderBy(desc(listings.createdAt))
      .limit(SERVICES_READ),
    db
      .select({
        count: sql<number>`coalesce(sum(${listings.ratingCount}), 0)::int`,
        stars: sql<number>`coalesce(sum(${listings.ratingStars}), 0)::int`,
      })
      .from(listings)
      .where(and(eq(listings.ownerId, id), gt(listings.ratingCount, 0), listingIsPublic)),
  ]);
  const count = rated?.count ?? 0;
  if (services.length === 0 && count === 0) return null;
  const stars = rated?.stars ?? 0;
  const trades = [...new Set(services.map((row) => row.trade).filter(isTrade))] as Trade[];
  const areas = [
    ...new Set(services.flatMap((row) => [...(row.areaName ? [row.areaName] : []), ...row.areasServed])),
  ].slice(0, MAX_AREAS);
  const withHours = services.find((row) => row.workDays.length > 0 || row.workFrom);
  const [jobs, responseMinutes, clientReviews] = await Promise.all([
    // Done: the provider said so, or the client's published review says the work happened.
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(hires)
      .where(
        and(
          eq(hires.providerId, id),
          or(
            isNotNull(hires.doneAt),
            sql`EXISTS (SELECT 1 FROM ${reviews} r WHERE r.deal_kind = 'hire' AND r.deal_id = ${hires.id}
              AND r.role = 'client' AND r.status = 'published')`,
          ),
        ),
      ),
    medianResponseMinutes(db, id, now),
    providerReviews(db, id),
  ]);
  return {
    trades,
    areasServed: areas,
    hours: withHours
      ? {
          days: withHours.workDays as WorkDay[],
          from: withHours.workFrom,
          to: withHours.workTo,
          emergency: withHours.emergency ?? false,
        }
      : null,
    responseMinutes,
    jobsDone: jobs[0]?.n ?? 0,
    rating: count > 0 ? { average: starAverage(stars, count), count } : null,
    reviews: clientReviews,
  };
}

/**
 * The median minutes from a conversation's start to their first reply, over the conversations
 * people began with them in the last 90 days. One still unanswered counts as waiting until
 * now, so ignoring people does not make anyone look fast. For many listers at once (a page of
 * search results): those with fewer than 3 such conversations are left out.
 */
export async function responseMinutesOf(
  db: Database,
  listerIds: readonly string[],
  now = new Date(),
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (listerIds.length === 0) return found;
  const rows = await db
    .select({
      id: conversations.listerId,
      n: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM coalesce(${conversations.listerRepliedAt}, ${now.toISOString()}::timestamptz) - ${conversations.createdAt}))`,
    })
    .from(conversations)
    .where(
      and(
        inArray(conversations.listerId, [...new Set(listerIds)]),
        gte(conversations.createdAt, new Date(now.getTime() - 90 * DAY_MS)),
      ),
    )
    .groupBy(conversations.listerId);
  for (const row of rows) {
    if (row.n >= RESPONSE_TIME_MIN_CONVERSATIONS && row.median !== null)
      found.set(row.id, Math.max(1, Math.round(Number(row.median) / 60)));
  }
  return found;
}

async function medianResponseMinutes(db: Database, listerId: string, now: Date): Promise<number | null> {
  return (await responseMinutesOf(db, [listerId], now)).get(listerId) ?? null;
}
