import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { cellDegrees, type GridCluster } from './map-grid.ts';
import { estimatedRows } from './search-counts.ts';

/**
 * When a filtered map view is counted from a sample of the table rather than every match.
 * The grid (map-grid.ts) has no dimension for price, bedrooms or words, so a filtered view
 * reads its matches one by one: 34,000 two-bedrooms under 40k across Nairobi took 280 ms at
 * a million listings, 485,000 listings under 20k 1.3 s, and the cost grows with the matches.
 * A fixed sample of the table's pages costs the same whatever the filter.
 */
export interface MapSampling {
  /** About this many rows are read: the sample's share of the table is rows / the table's rows. */
  rows: number;
  /** Fewer matches in the sample are too few to scale up (error ~1/√n): counted exactly. */
  minMatches: number;
  /** A view the planner expects to match fewer listings than this is counted exactly at once. */
  exactBelow: number;
}

export const MAP_SAMPLING: MapSampling = { rows: 20_000, minMatches: 200, exactBelow: 5_000 };

/**
 * The same pages every time (REPEATABLE): a view and its neighbours are counted from one
 * sample, so clusters do not jump between pans or reloads, and a cached answer is the answer.
 */
const SAMPLE_SEED = 7;

export interface SampledView {
  total: number;
  clusters: GridCluster[];
}

/**
 * A filtered view's clusters estimated from a block sample of the listings (TABLESAMPLE
 * SYSTEM: whole pages, so its cost is the sample's pages, not the matches), each count scaled
 * by the sample's share and rounded to two significant figures, which is what it is good
 * for. Undefined when the view should be counted exactly: a small table, a view the planner
 * calls narrow, or one whose matches in the sample are too few to scale.
 */
export async function sampledClusters(
  db: Database,
  where: SQL,
  zoom: number,
  sampling: MapSampling = MAP_SAMPLING,
): Promise<SampledView | undefined> {
  const [table] = await queryRows<{ rows: number }>(
    db,
    sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'listings'::regclass`,
  );
  // -1 before the table was first analysed; a small table is counted exactly anyway.
  const tableRows = table?.rows ?? 0;
  if (tableRows < sampling.rows * 2) return undefined;
  if ((await estimatedRows(db, where)) < sampling.exactBelow) return undefined;
  const percent = (100 * sampling.rows) / tableRows;
  const cell = cellDegrees(zoom);
  const rows = await queryRows<GridCluster>(
    db,
    sql`SELECT avg(${listings.lat})::float8 AS lat, avg(${listings.lng})::float8 AS lng, count(*)::int AS count,
          greatest(max(${listings.lat}) - min(${listings.lat}), max(${listings.lng}) - min(${listings.lng}))::float8 AS spread
        FROM ${listings} TABLESAMPLE SYSTEM (${sql.raw(percent.toFixed(6))}) REPEATABLE (${sql.raw(String(SAMPLE_SEED))})
        WHERE ${where}
        GROUP BY floor(${listings.lng} / ${cell}), floor(${listings.lat} / ${cell})`,
  );
  const matches = rows.reduce((sum, row) => sum + row.count, 0);
  if (matches < sampling.minMatches) return undefined;
  const scale = 100 / percent;
  return {
    total: roughly(matches * scale),
    clusters: rows.map((row) => ({ ...row, count: roughly(row.count * scale) })),
  };
}

/** Two significant figures (34,091 → 34,000; 1,349 → 1,300; 7.4 → 7): an estimate said as one. */
export function roughly(value: number): number {
  if (value < 1) return 1;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}
