import { agencyNames } from '../agencies/index.ts';
import { COUNT_CAP, listerStanding, type Listing, type PageQuery } from '@nyumba/domain';
import { and, count, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { savedListings } from '../../db/schema-activity.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { canSeeHidden, listingIsPublic, type Viewer } from '../moderation/index.ts';
import { listerReplied } from '../messages/index.ts';
import { phoneProvenSince } from '../phone/index.ts';
import { standingColumns, standingFacts } from '../auth/index.ts';
import { toListing } from './listing-read.ts';

export interface ListingPage {
  listings: Listing[];
  total: number;
  nextCursor: string | null;
}

/** Which of these listings the viewer saved, in one query, so cards start in the right state. */
export async function savedIds(db: Database, viewerId: string | undefined, ids: string[]): Promise<Set<string>> {
  if (!viewerId || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: savedListings.listingId })
    .from(savedListings)
    .where(and(eq(savedListings.userId, viewerId), inArray(savedListings.listingId, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function withSavedState(
  db: Database,
  viewerId: string | undefined,
  rows: (typeof listings.$inferSelect)[],
  revealPhone: (row: typeof listings.$inferSelect) => boolean = () => false,
  owner = false,
) {
  const agencyIds = rows.flatMap((row) => (row.agencyId ? [row.agencyId] : []));
  const [saved, agencies] = await Promise.all([
    savedIds(
      db,
      viewerId,
      rows.map((r) => r.id),
    ),
    agencyNames(db, agencyIds),
  ]);
  return rows.map((row) => {
    const listing = toListing(row, saved.has(row.id), revealPhone(row), owner);
    // An agency's listing names its agency wherever it shows (card and page); others carry no field.
    const agency = row.agencyId ? agencies.get(row.agencyId) : undefined;
    return agency ? { ...listing, agency } : listing;
  });
}

/**
 * Newest first, keyset-paged (or offset-paged for clients that send startIndex), with the
 * total (capped at 1,001 with `cappedTotal`). Only listings the public may see, unless
 * `ownerView` (an owner's own list).
 */
export async function pageListings(
  db: Database,
  page: PageQuery,
  options: { where?: SQL; viewerId?: string; ownerView?: boolean; cappedTotal?: boolean } = {},
): Promise<ListingPage> {
  const scope = options.ownerView ? options.where : and(options.where, listingIsPublic);
  const conditions: SQL[] = scope ? [scope] : [];
  if (page.cursor) {
    const cursor = decodeCursor(page.cursor, 'newest');
    conditions.push(
      or(lt(listings.createdAt, cursor.value), and(eq(listings.createdAt, cursor.value), lt(listings.id, cursor.id)))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(getTableColumns(listings))
      .from(listings)
      .where(where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(page.limit + 1)
      .offset(page.cursor ? 0 : (page.startIndex ?? 0)),
    options.cappedTotal
      ? // Up to COUNT_CAP + 1 in date order ("1,000+"): a lister's page counted all of an
        // agency's listings (550 ms for one of 900,000; through the owner index to the cap 1 ms).
        queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${listings} WHERE ${scope ?? sql`true`}
              ORDER BY ${listings.createdAt} DESC LIMIT ${COUNT_CAP + 1}) AS capped`,
        )
      : db.select({ n: count() }).from(listings).where(scope),
  ]);
  const hasMore = rows.length > page.limit;
  const visible = hasMore ? rows.slice(0, page.limit) : rows;
  const last = visible.at(-1);
  return {
    // An owner's own list shows their numbers; public lists never show a number kept for replies.
    listings: await withSavedState(
      db,
      options.viewerId,
      visible,
      () => options.ownerView === true,
      options.ownerView === true,
    ),
    total: totals[0]?.n ?? 0,
    nextCursor: hasMore && last ? encodeCursor('newest', last.createdAt, last.id) : null,
  };
}

/**
 * How many listings the listing's lister has, capped as search's counts are ("1,000+"): an
 * agency's every listing page counted all of its listings (seconds each for a lister of a
 * million in bench/scale-servers.ts). Read in the owner index's order: without an order the
 * planner takes the lister for a typical one of a few listers, expects a match in every row
 * and reads the table until the cap, which for a lister of eight read all of a million
 * listings (730 ms a listing page; 0.3 ms through the index).
 */
export const listerListingCount = sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${listings} AS mine
  WHERE mine.owner_id = ${listings.ownerId} AND mine.moderation = 'visible'
  ORDER BY mine.owner_id, mine.created_at DESC LIMIT ${COUNT_CAP + 1}) AS capped)`;

/**
 * One listing with its lister block (name, avatar, member since, how many listings). One
 * the public cannot see only for its owner and moderators: 404 for anyone else.
 */
export async function getListing(db: Database, id: string, viewer?: Viewer): Promise<Listing> {
  const viewerId = viewer?.id;
  const [row] = await db
    .select({
      listing: getTableColumns(listings),
      lister: {
        id: users.id,
        name: users.username,
        avatar: users.avatar,
        since: users.createdAt,
        verifiedAt: users.emailVerifiedAt,
        phoneVerifiedAt: phoneProvenSince,
      },
      standing: standingColumns,
      listingCount: listerListingCount,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, id))
    .limit(1);
  // Hidden by moderation, or waiting for its number's code: its owner and moderators only.
  const private_ = row && (row.listing.moderation !== 'visible' || row.listing.phoneProof === 'pending');
  if (!row || (private_ && !canSeeHidden(viewer, row.listing.ownerId))) {
    throw notFound('Listing not found');
  }
  // The owner, a moderator, and a person the lister has replied to see a number kept for replies.
  const reveal =
    row.listing.phoneVisibility === 'public' ||
    canSeeHidden(viewer, row.listing.ownerId) ||
    (viewerId !== undefined && (await listerReplied(db, row.listing.id, viewerId)));
  const [listing] = await withSavedState(
    db,
    viewerId,
    [row.listing],
    () => reveal,
    canSeeHidden(viewer, row.listing.ownerId),
  );
  const { since, verifiedAt, phoneVerifiedAt, ...lister } = row.lister;
  return {
    ...listing!,
    lister: {
      ...lister,
      memberSince: since.toISOString(),
      emailVerified: verifiedAt !== null,
      phoneVerifiedAt: phoneVerifiedAt?.toISOString() ?? null,
      listingCount: row.listingCount,
      standing: listerStanding(standingFacts(row.standing, phoneVerifiedAt)),
    },
  };
}

export const ownedBy = (ownerId: string) => eq(listings.ownerId, ownerId);
