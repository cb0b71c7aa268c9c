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
import { and, between, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { filterConditions } from './search-service.ts';

/** Up to this many listings in view are sent one by one; more are sent as clusters. */
export const MAX_MAP_LISTINGS = 150;
/** A cluster cell is about this many screen pixels wide at the requested zoom. */
const CELL_PX = 64;

/**
 * The viewport is snapped outward to whole cells, so a cell's cluster does not
 * change as the user pans a little, and clusters never straddle a cell edge.
 */
function cellDegrees(zoom: number): number {
  return (360 / 2 ** zoom) * (CELL_PX / 256);
}

/** Listings all at one spot never split: zooming in stops at the street level. */
const MAX_EXPANSION_ZOOM = 18;

/**
 * The first zoom at which a cell is narrower than the cluster's spread, so its listings
 * fall into more than one cell (or come one by one): where a click on it should zoom.
 */
export function expansionZoom(zoom: number, spreadDegrees: number): number {
  if (!(spreadDegrees > 0)) return MAX_EXPANSION_ZOOM;
  const zoomAt = Math.ceil(Math.log2(cellDegrees(0) / spreadDegrees));
  return Math.min(MAX_EXPANSION_ZOOM, Math.max(zoom + 1, zoomAt));
}

export async function mapListings(db: Database, query: MapQuery): Promise<MapResponse> {
  const empty: MapResponse = { success: true, listings: [], clusters: [], total: 0 };
  const { conditions, impossible } = await filterConditions(db, query);
  if (impossible) return empty;
  const { west, south, east, north } = query.bbox;
  const where = and(
    ...conditions,
    query.type ? eq(listings.type, query.type) : undefined,
    isNotNull(listings.lat),
    between(listings.lat, south, north),
    // A viewport across the antimeridian never happens in Kenya; treat it as empty.
    between(listings.lng, west, east),
  );

  const [counted] = await db.select({ n: count() }).from(listings).where(where);
  const total = counted?.n ?? 0;
  if (total === 0) return empty;

  if (total <= MAX_MAP_LISTINGS) {
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
      .limit(MAX_MAP_LISTINGS);
    const points: MapListing[] = rows.map((row) => ({
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
    return { success: true, listings: points, clusters: [], total };
  }

  const cell = cellDegrees(query.zoom);
  const cellX = sql`floor(${listings.lng} / ${cell})`;
  const cellY = sql`floor(${listings.lat} / ${cell})`;
  const rows = await db
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
  // Five decimals is about a metre: enough for a marker, and it keeps the answer small.
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const clusters: MapCluster[] = rows.map((row) => ({
    lat: round(row.lat),
    lng: round(row.lng),
    count: row.count,
    zoom: expansionZoom(query.zoom, row.spread),
  }));
  return { success: true, listings: [], clusters, total };
}
