import {
  imageVariant,
  type Bedrooms,
  type ListingType,
  type MapCluster,
  type MapListing,
  type MapQuery,
  type MapResponse,
  type ServiceUnit,
} from '@nyumba/domain';
import { and, count, desc, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { cellDegrees, gridClusters, gridLevelFor, snapToCells, type GridCluster } from './map-grid.ts';
import { MAP_SAMPLING, sampledClusters, type MapSampling } from './map-sample.ts';
import { filterConditions } from './search-conditions.ts';

/** Up to this many listings in view are sent one by one; more are sent as clusters. */
export const MAX_MAP_LISTINGS = 150;

/** Listings all at one spot never split: zooming in stops at the street level. */
const MAX_EXPANSION_ZOOM = 18;

/**
 * The first zoom at which a cell is narrower than the cluster's spread, so its listings
 * fall into more than one cell (or come one by one): where a click on it should zoom.
 */
function expansionZoom(zoom: number, spreadDegrees: number): number {
  if (!(spreadDegrees > 0)) return MAX_EXPANSION_ZOOM;
  const zoomAt = Math.ceil(Math.log2(cellDegrees(0) / spreadDegrees));
  return Math.min(MAX_EXPANSION_ZOOM, Math.max(zoom + 1, zoomAt));
}

// Five decimals is about a metre: enough for a marker, and it keeps the answer small.
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The viewport is snapped outward to whole cells (map-grid.ts), so a cell's cluster does not
 * change as the user pans a little, and clusters never straddle a cell edge. A view with no
 * filter but the type is counted from the grid the triggers keep; any other from the listings,
 * or from a sample of them when they are many (its counts then say `approximate`).
 */
export async function mapListings(
  db: Database,
  viewport: MapQuery,
  sampling: MapSampling = MAP_SAMPLING,
): Promise<MapResponse> {
  const empty: MapResponse = { success: true, listings: [], clusters: [], total: 0 };
  const query = snapToCells(viewport);
  const level = gridLevelFor(query);
  if (level !== undefined) {
    const grid = await gridClusters(db, query, level);
    if (grid.total === 0) return empty;
    if (grid.total > MAX_MAP_LISTINGS) return clustered(query.zoom, grid.total, grid.clusters);
  }
  const where = await inView(db, query);
  if (!where) return empty;
  if (level === undefined) {
    // Filtered: estimated from a sample when the matches are many (map-sample.ts), else
    // counted exactly, the clusters and their sum in one pass.
    const sampled = await sampledClusters(db, where, query.zoom, sampling);
    if (sampled) return { ...clustered(query.zoom, sampled.total, sampled.clusters), approximate: true };
    const cells = await clustersFromListings(db, where, query.zoom);
    const total = cells.reduce((sum, cell) => sum + cell.count, 0);
    if (total === 0) return empty;
    if (total > MAX_MAP_LISTINGS) return clustered(query.zoom, total, cells);
  }
  const points = await listingsInView(db, where);
  return { success: true, listings: points, clusters: [], total: points.length };
}

function clustered(zoom: number, total: number, cells: GridCluster[]): MapResponse {
  const clusters: MapCluster[] = cells.map((cell) => ({
    lat: round(cell.lat),
    lng: round(cell.lng),
    count: cell.count,
    zoom: expansionZoom(zoom, cell.spread),
  }));
  return { success: true, listings: [], clusters, total };
}

/** The filtered listings with a pin in the view, as one condition; undefined when none can match. */
async function inView(db: Database, query: MapQuery): Promise<SQL | undefined> {
  const { ofType, impossible } = await filterConditions(db, query);
  if (impossible) return undefined;
  const { west, south, east, north } = query.bbox;
  return and(
    ...ofType(query.type),
    isNotNull(listings.lat),
    // East and north are the next cells' edges (snapToCells). A viewport across the
    // antimeridian never happens in Kenya; it is empty.
    gte(listings.lat, south),
    lt(listings.lat, north),
    gte(listings.lng, west),
    lt(listings.lng, east),
  );
}

async function listingsInView(db: Database, where: SQL): Promise<MapListing[]> {
  const rows = await db
    .select({
      id: listings.id,
      lat: listings.lat,
      lng: listings.lng,
      name: listings.name,
      price: listings.price,
      type: listings.type,
      bedrooms: listings.bedrooms,
      priceUnit: listings.priceUnit,
      image: sql<string | null>`${listings.imageUrls}[1]`,
    })
    .from(listings)
    .where(where)
    // Newest first, as the list beside the map shows them; one order, so one answer per view.
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(MAX_MAP_LISTINGS);
  return rows.map((row) => ({
    _id: row.id,
    lat: row.lat!,
    lng: row.lng!,
    name: row.name,
    price: row.price,
    type: row.type as ListingType,
    bedrooms: (row.bedrooms as Bedrooms | null) ?? null,
    priceUnit: (row.priceUnit as ServiceUnit | null) ?? null,
    // The 320 px variant is plenty for a popup and a sixth of the bytes.
    image: row.image ? imageVariant(row.image, 320) : null,
  }));
}

async function clustersFromListings(db: Database, where: SQL, zoom: number): Promise<GridCluster[]> {
  const cell = cellDegrees(zoom);
  const cellX = sql`floor(${listings.lng} / ${cell})`;
  const cellY = sql`floor(${listings.lat} / ${cell})`;
  return db
    .select({
      lat: sql<number>`avg(${listings.lat})`.mapWith(Number),
      lng: sql<number>`avg(${listings.lng})`.mapWith(Number),
      count: count(),
      spread:
        sql<number>`greatest(max(${listings.lat}) - min(${listings.lat}), max(${listings.lng}) - min(${listings.lng}))`.mapWith(
          Number,
        ),
    })
    .from(listings)
    .where(where)
    .groupBy(cellX, cellY);
}
