import { may, STAT_FIGURES, STATS_NOT_YOURS, type StatFigure, type StatFigures, type Stats } from '@nyumba/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { requireRole, roleIn } from './membership.ts';

// A lister's and an agency's figures by day, read from where each thing happened: views and
// list impressions and phone taps from listing_days (counted once per visitor a day), saves,
// enquiries (conversations), viewings booked and held, and deals (stays accepted, tenancies
// agreed) from their own rows. Every figure counts what it says.

const NOTHING: StatFigures = Object.fromEntries(STAT_FIGURES.map((figure) => [figure, 0])) as StatFigures;

interface DayRow extends StatFigures {
  listing_id: string;
  day: string;
}

const kenyaDay = (column: SQL) => sql`(${column} AT TIME ZONE 'Africa/Nairobi')::date`;

/** Each listing's figures by day since `from` (a Kenyan day), for the listings `ids` selects. */
function dayRows(db: Database, ids: SQL, from: string) {
  return queryRows<DayRow>(
    db,
    sql`SELECT listing_id, day::text AS day,
          sum(impressions)::int AS "impressions", sum(views)::int AS "views", sum(saves)::int AS "saves",
          sum(enquiries)::int AS "enquiries", sum(reveals)::int AS "reveals",
          sum(booked)::int AS "viewingsBooked", sum(held)::int AS "viewingsHeld", sum(deals)::int AS "deals"
        FROM (
          SELECT listing_id, day, impressions, views, 0 AS saves, 0 AS enquiries, contacts AS reveals, 0 AS booked, 0 AS held, 0 AS deals
            FROM listing_days WHERE listing_id IN (${ids}) AND day >= ${from}::date
          UNION ALL SELECT listing_id, ${kenyaDay(sql`created_at`)}, 0, 0, 1, 0, 0, 0, 0, 0
            FROM saved_listings WHERE listing_id IN (${ids}) AND created_at >= ${from}::date
          UNION ALL SELECT listing_id, ${kenyaDay(sql`created_at`)}, 0, 0, 0, 1, 0, 0, 0, 0
            FROM conversations WHERE listing_id IN (${ids}) AND created_at >= ${from}::date
          UNION ALL SELECT listing_id, ${kenyaDay(sql`created_at`)}, 0, 0, 0, 0, 0, 1, 0, 0
            FROM viewings WHERE listing_id IN (${ids}) AND created_at >= ${from}::date
          UNION ALL SELECT listing_id, ${kenyaDay(sql`starts_at`)}, 0, 0, 0, 0, 0, 0, 1, 0
            FROM viewings WHERE listing_id IN (${ids}) AND starts_at >= ${from}::date AND status = 'happened'
          UNION ALL SELECT listing_id, ${kenyaDay(sql`created_at`)}, 0, 0, 0, 0, 0, 0, 0, 1
            FROM stays WHERE listing_id IN (${ids}) AND created_at >= ${from}::date AND status = 'accepted'
          UNION ALL SELECT listing_id, ${kenyaDay(sql`created_at`)}, 0, 0, 0, 0, 0, 0, 0, 1
            FROM tenancies WHERE listing_id IN (${ids}) AND created_at >= ${from}::date
             AND status NOT IN ('requested', 'declined', 'cancelled', 'expired')
        ) AS happened
        GROUP BY listing_id, day`,
  );
}

/** The median minutes to a first reply on the listings' enquiries since `from`; null under three. */
async function replyMinutes(db: Database, ids: SQL, from: string): Promise<number | null> {
  const [row] = await queryRows<{ minutes: number | null; n: number }>(
    db,
    sql`WITH waits AS (
          SELECT (SELECT min(m.created_at) FROM messages m
                   WHERE m.conversation_id = c.id AND m.sender_id = c.lister_id) - c.created_at AS wait
            FROM conversations c WHERE c.listing_id IN (${ids}) AND c.created_at >= ${from}::date)
        SELECT round(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (ORDER BY wait)) / 60)::int AS minutes,
               count(wait)::int AS n
          FROM waits WHERE wait IS NOT NULL`,
  );
  return row && row.n >= 3 ? row.minutes : null;
}

const add = (into: StatFigures, row: StatFigures) => {
  for (const figure of STAT_FIGURES) into[figure] += Number(row[figure]);
};

function daysOf(from: string, days: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** The funnel from being shown to a deal: each step's count and its share of the step before. */
const FUNNEL: StatFigure[] = ['impressions', 'views', 'enquiries', 'viewingsBooked', 'viewingsHeld', 'deals'];

function periodOf(days: number, now = new Date()) {
  const to = new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** Figures by day, in total and per listing, for the listings `ids` selects. */
async function figures(db: Database, ids: SQL, days: number, now = new Date()) {
  const { from, to } = periodOf(days, now);
  const [rows, reply] = await Promise.all([dayRows(db, ids, from), replyMinutes(db, ids, from)]);
  const byDay = new Map(daysOf(from, days).map((day) => [day, { ...NOTHING }]));
  const byListing = new Map<string, StatFigures>();
  const totals = { ...NOTHING };
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) add(day, row);
    const listing = byListing.get(row.listing_id) ?? { ...NOTHING };
    add(listing, row);
    byListing.set(row.listing_id, listing);
    add(totals, row);
  }
  const funnel = FUNNEL.map((step, i) => {
    const before = i === 0 ? null : totals[FUNNEL[i - 1]!];
    return { step, count: totals[step], rate: before ? Math.round((totals[step] / before) * 1000) / 1000 : null };
  });
  const stats: Stats = {
    days,
    from,
    to,
    series: [...byDay].map(([day, values]) => ({ day, ...values })),
    totals: { ...totals, replyMinutes: reply },
    funnel,
    area: null,
  };
  return { stats, byListing };
}

/** Similar listings (same type, same area, public, not this one): the median of each figure. */
async function areaMedian(db: Database, listing: { id: string; type: string; areaName: string | null }, days: number) {
  if (!listing.areaName) return null;
  const ids = sql`SELECT id FROM listings WHERE type = ${listing.type} AND area_name = ${listing.areaName}
    AND id <> ${listing.id} AND moderation = 'visible' AND availability = 'available' LIMIT 500`;
  const [{ byListing }, [count]] = await Promise.all([
    figures(db, ids, days),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${ids}) AS alike`),
  ]);
  const n = count?.n ?? 0;
  if (n === 0) return null;
  const all = [...byListing.values()];
  // Listings with nothing in the period count as zeros.
  const padded = (figure: StatFigure) => [...all.map((row) => row[figure]), ...Array(n - all.length).fill(0)];
  const area = Object.fromEntries(STAT_FIGURES.map((figure) => [figure, median(padded(figure))])) as StatFigures;
  return { ...area, listings: n };
}

/** One listing's figures, for its agent or lister, and its agency's owners and managers. */
export async function listingStats(db: Database, listingId: string, userId: string, days: number): Promise<Stats> {
  const [listing] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      agencyId: listings.agencyId,
      type: listings.type,
      areaName: listings.areaName,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  if (listing.ownerId !== userId) {
    const role = listing.agencyId ? await roleIn(db, listing.agencyId, userId) : null;
    if (!may.seeAll(role)) throw forbidden(STATS_NOT_YOURS);
  }
  const [{ stats }, area] = await Promise.all([
    figures(db, sql`SELECT ${listingId}::uuid`, days),
    areaMedian(db, listing, days),
  ]);
  return { ...stats, area };
}

/** The agency's figures: in total, per agent (the listing's agent now) and per listing. */
export async function agencyStats(db: Database, agencyId: string, userId: string, days: number) {
  await requireRole(db, agencyId, userId, may.seeAll);
  const own = await queryRows<{ id: string; name: string; agent_id: string; agent: string }>(
    db,
    sql`SELECT l.id, l.name, l.owner_id AS agent_id, u.username AS agent
          FROM listings l JOIN users u ON u.id = l.owner_id WHERE l.agency_id = ${agencyId} ORDER BY l.created_at DESC`,
  );
  const { stats, byListing } = await figures(db, sql`SELECT id FROM listings WHERE agency_id = ${agencyId}`, days);
  const agents = new Map<string, { id: string; name: string; totals: StatFigures }>();
  for (const listing of own) {
    const agent = agents.get(listing.agent_id) ?? { id: listing.agent_id, name: listing.agent, totals: { ...NOTHING } };
    add(agent.totals, byListing.get(listing.id) ?? NOTHING);
    agents.set(listing.agent_id, agent);
  }
  return {
    stats: {
      ...stats,
      agents: [...agents.values()],
      listings: own.map((listing) => ({
        id: listing.id,
        name: listing.name,
        totals: byListing.get(listing.id) ?? { ...NOTHING },
      })),
    } satisfies Stats,
    own,
  };
}

/** Each listing's figures by day as CSV (a cell that a spreadsheet would run as a formula is quoted as text). */
export async function agencyCsv(db: Database, agencyId: string, userId: string, days: number): Promise<string> {
  const { own } = await agencyStats(db, agencyId, userId, days);
  const { from } = periodOf(days);
  const rows = await dayRows(db, sql`SELECT id FROM listings WHERE agency_id = ${agencyId}`, from);
  const names = new Map(own.map((listing) => [listing.id, listing]));
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const header = ['day', 'listing_id', 'listing', 'agent', ...STAT_FIGURES];
  const lines = rows
    .sort((a, b) => a.day.localeCompare(b.day) || a.listing_id.localeCompare(b.listing_id))
    .map((row) => {
      const listing = names.get(row.listing_id);
      return [row.day, row.listing_id, listing?.name ?? '', listing?.agent ?? '', ...STAT_FIGURES.map((f) => row[f])]
        .map(cell)
        .join(',');
    });
  return [header.join(','), ...lines].join('\n') + '\n';
}
