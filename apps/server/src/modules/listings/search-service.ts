import {
  COUNT_CAP,
  isServiceType,
  type Listing,
  type SearchQuery,
  type SearchResponse,
  type SearchSort,
} from '@nyumba/domain';
import { and, asc, desc, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { throughIndexes } from '../../db/plans.ts';
import { listings, type ListingRow } from '../../db/schema.ts';
import { decodeCursor, encodeCursor, type Cursor, type RankAndDate } from '../../lib/cursor.ts';
import { responseMinutesOf } from '../reviews/index.ts';
import { countByType, ofTypeAmongWords } from './search-counts.ts';
import { filterConditions, inBox } from './search-conditions.ts';
import { savedIds, withSavedState } from './service.ts';
import { withFeatured } from './featured.ts';

// Keyset paging (lib/cursor.ts): each page starts after the last row of the previous one.
function sortPlan(sort: SearchSort, cursor: Cursor<SearchSort> | undefined) {
  switch (sort) {
    case 'price_asc':
      return {
        order: [asc(listings.price), asc(listings.id)],
        after: cursor && sql`(${listings.price}, ${listings.id}) > (${cursor.value}, ${cursor.id}::uuid)`,
      };
    case 'price_desc':
      return {
        order: [desc(listings.price), desc(listings.id)],
        after: cursor && sql`(${listings.price}, ${listings.id}) < (${cursor.value}, ${cursor.id}::uuid)`,
      };
    case 'rating': {
      const value = cursor?.value as RankAndDate | undefined;
      return {
        order: [desc(listings.ratingRank), desc(listings.createdAt), desc(listings.id)],
        after:
          value &&
          sql`(${listings.ratingRank}, ${listings.createdAt}, ${listings.id}) < (${value.rank}, ${value.at.toISOString()}::timestamptz, ${cursor!.id}::uuid)`,
      };
    }
    default:
      return {
        order: [desc(listings.createdAt), desc(listings.id)],
        after:
          cursor &&
          sql`(${listings.createdAt}, ${listings.id}) < (${(cursor.value as Date).toISOString()}::timestamptz, ${cursor.id}::uuid)`,
      };
  }
}

function cursorValue(sort: SearchSort, row: ListingRow): Date | number | RankAndDate {
  if (sort === 'newest') return row.createdAt;
  if (sort === 'rating') return { rank: row.ratingRank, at: row.createdAt };
  return row.price;
}

/** Each provider's usual reply time on their cards, so results can be compared (one query a page). */
async function withReplyTimes(db: Database, found: Listing[]): Promise<Listing[]> {
  const providers = found.filter((listing) => isServiceType(listing.type));
  if (providers.length === 0) return found;
  const minutes = await responseMinutesOf(
    db,
    providers.map((listing) => listing.userRef),
  );
  return found.map((listing) =>
    isServiceType(listing.type) ? { ...listing, replyMinutes: minutes.get(listing.userRef) ?? null } : listing,
  );
}

/**
 * Filters and term narrow the set through indexes; results are ordered by date or
 * price and cut at the page size. Nothing is ranked: ranking every match of a broad
 * word is what makes search slow at 100k rows (docs/decisions/0005-search-stored-tsvector-and-vocabulary.md).
 */
export async function searchListings(db: Database, query: SearchQuery): Promise<SearchResponse> {
  return search(db, query, true);
}

/**
 * A search's first results without the chips' counts, for the doors that show three and no
 * chips (USSD, SMS): counting the providers who serve an area reads each of their rows
 * (14,000 at a million listings, 140-460 ms), more than a USSD screen may take.
 */
export async function firstResults(db: Database, query: SearchQuery): Promise<Listing[]> {
  return (await search(db, query, false)).listings;
}

async function search(db: Database, query: SearchQuery, counted: boolean): Promise<SearchResponse> {
  const { conditions, ofType, corrected, impossible } = await filterConditions(db, query);
  if (impossible) return { success: true, listings: [], total: 0, counts: {}, nextCursor: null, correctedTerm: null };
  const cursor: Cursor<SearchSort> | undefined = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  const plan = sortPlan(query.sort, cursor);
  // "Search this area" on the results' map: inside the box only.
  const box = query.bbox ? [inBox(query.bbox)] : [];
  const matching = [...conditions, ...box];
  const pageWhere = and(
    ...ofType(query.type),
    ...box,
    // The same type again in the form the (type, words) index holds, for a typed search.
    query.type && query.searchTerm ? ofTypeAmongWords(query.type) : undefined,
    plan.after,
  );

  const page = (reader: Database | Transaction) =>
    reader
      .select(getTableColumns(listings))
      .from(listings)
      .where(pageWhere)
      .orderBy(...plan.order)
      .limit(query.limit + 1)
      .offset(cursor ? 0 : (query.startIndex ?? 0));
  const inScope = (counts: Partial<Record<string, number>>) =>
    query.type ? (counts[query.type] ?? 0) : Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0);
  let rows: ListingRow[];
  let counts: Awaited<ReturnType<typeof countByType>>;
  if (counted || query.searchTerm) {
    // The counts first, and the page read as they say: none, no page; a few (known exactly, up
    // to COUNT_CAP), read whole through the indexes and sorted; more, walked in the page's
    // order, where they are dense enough to be met early. In order alone the planner guesses
    // how dense they are, and a guess of 150 walked all 63,000 technicians for "plumbers open
    // now" at 04:30, when none is (1.1 s at a million listings); a typed word is spread evenly
    // over the types to it, and it walked all 390,000 rentals for "working", a word only
    // providers use.
    counts = await countByType(db, matching, query);
    const found = inScope(counts);
    rows = found === 0 ? [] : found <= COUNT_CAP ? await throughIndexes(db, page) : await page(db);
  } else {
    rows = await page(db);
    counts = {};
  }
  const total = inScope(counts);
  const hasMore = rows.length > query.limit;
  const visible = hasMore ? rows.slice(0, query.limit) : rows;
  const last = visible.at(-1);
  const nextCursor = hasMore && last ? encodeCursor(query.sort, cursorValue(query.sort, last), last.id) : null;
  // Paid places on the first page only: the pages after it are the search's own order.
  const firstPage = !cursor && !query.startIndex;
  const shown = firstPage ? await withFeatured(db, and(...ofType(query.type), ...box), visible) : visible;
  return {
    success: true,
    listings: await withReplyTimes(db, await withSavedState(db, undefined, shown)),
    total,
    counts,
    nextCursor,
    correctedTerm: corrected,
  };
}

/** The signed-in caller's saved flags on a (possibly cached, shared) answer. */
export async function withViewerSaved<T extends { listings: SearchResponse['listings'] }>(
  db: Database,
  viewerId: string | undefined,
  answer: T,
): Promise<T> {
  if (!viewerId || answer.listings.length === 0) return answer;
  const saved = await savedIds(
    db,
    viewerId,
    answer.listings.map((l) => l.id),
  );
  return { ...answer, listings: answer.listings.map((l) => ({ ...l, saved: saved.has(l.id) })) };
}
