import type { MapQuery } from '@nyumba/domain';
import { and, between, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mapCells } from '../../db/schema-search.ts';
import { filtersSet } from './search-counts.ts';

/** A cluster cell is about this many screen pixels wide at the requested zoom. */
const CELL_PX = 64;

/** A cell's width in degrees at a zoom: 90° / 2^zoom, exact in binary floating point. */
export function cellDegrees(zoom: number): number {
  return (360 / 2 ** zoom) * (CELL_PX / 256);
}

/** The zooms the grid keeps counts for (drizzle/0036): a view at or below one sums its cells. */
export const GRID_LEVELS = [7, 10, 13] as const;

/** Whole cells at the view's zoom: the first and last column and row it touches. */
export interface CellRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * The cells a viewport touches. East and north are exclusive edges, so a box already snapped
 * to cells snaps to itself: the route keys its cache by the snapped box, and a pan of less
 * than a cell is the same answer.
 */
export function cellRange(bbox: MapQuery['bbox'], zoom: number): CellRange {
  const cell = cellDegrees(zoom);
  return {
    x0: Math.floor(bbox.west / cell),
    x1: Math.max(Math.floor(bbox.west / cell), Math.ceil(bbox.east / cell) - 1),
    y0: Math.floor(bbox.south / cell),
    y1: Math.max(Math.floor(bbox.south / cell), Math.ceil(bbox.north / cell) - 1),
  };
}

/** The viewport widened to whole cells, so clusters at its edges hold all their listings. */
export function snapToCells<Q extends Pick<MapQuery, 'bbox' | 'zoom'>>(query: Q): Q {
  const cell = cellDegrees(query.zoom);
  const { x0, x1, y0, y1 } = cellRange(query.bbox, query.zoom);
  return { ...query, bbox: { west: x0 * cell, east: (x1 + 1) * cell, south: y0 * cell, north: (y1 + 1) * cell } };
}

/**
 * The grid can answer a view with no filter but the type: the level at or just below the
 * view's zoom, if any. Any other filter (words, price, dates) needs the listings themselves.
 */
export function gridLevelFor(query: MapQuery): number | undefined {
  const filtered = filtersSet(query).some((key) => key !== 'bbox' && key !== 'zoom');
  return filtered ? undefined : GRID_LEVELS.find((level) => level >= query.zoom);
}

export interface GridCluster {
  lat: number;
  lng: number;
  count: number;
  /** How far apart the listings are at least (degrees): where a click should zoom. */
  spread: number;
}

/**
 * The view's clusters from the grid: the level's cells inside the snapped view, grouped into
 * the view's cells (a level-13 cell lies in one zoom-10 cell: its index shifted right by 3).
 * The spread is that of the level's cells' centres, and at least one such cell, so zooming
 * to it always splits the cluster or reaches the level where its cells are seen apart.
 */
export async function gridClusters(
  db: Database,
  query: MapQuery,
  level: number,
): Promise<{ total: number; clusters: GridCluster[] }> {
  const shift = level - query.zoom;
  const { x0, x1, y0, y1 } = cellRange(query.bbox, query.zoom);
  const gx = sql`${mapCells.cx} >> ${sql.raw(String(shift))}`;
  const gy = sql`${mapCells.cy} >> ${sql.raw(String(shift))}`;
  const centreLat = sql`${mapCells.sumLat} / ${mapCells.listings}`;
  const centreLng = sql`${mapCells.sumLng} / ${mapCells.listings}`;
  const rows = await db
    .select({
      count: sql<number>`sum(${mapCells.listings})`.mapWith(Number),
      lat: sql<number>`sum(${mapCells.sumLat}) / sum(${mapCells.listings})`.mapWith(Number),
      lng: sql<number>`sum(${mapCells.sumLng}) / sum(${mapCells.listings})`.mapWith(Number),
      spread:
        sql<number>`greatest(max(${centreLat}) - min(${centreLat}), max(${centreLng}) - min(${centreLng}))`.mapWith(
          Number,
        ),
    })
    .from(mapCells)
    .where(
      and(
        eq(mapCells.level, level),
        between(mapCells.cx, x0 * 2 ** shift, (x1 + 1) * 2 ** shift - 1),
        between(mapCells.cy, y0 * 2 ** shift, (y1 + 1) * 2 ** shift - 1),
        query.type ? eq(mapCells.type, query.type) : undefined,
        gt(mapCells.listings, 0),
      ),
    )
    .groupBy(gx, gy);
  const clusters = rows.map((row) => ({ ...row, spread: Math.max(row.spread, cellDegrees(level)) }));
  return { total: clusters.reduce((sum, cluster) => sum + cluster.count, 0), clusters };
}
