import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';

type KeyValue = string | number | boolean | null | undefined | KeyValue[] | { [key: string]: KeyValue };

function keyPart(value: unknown, at: string): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return `[${value.map((item, i) => keyPart(item, `${at}[${i}]`)).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => `${JSON.stringify(name)}:${keyPart(field, `${at}.${name}`)}`);
    return `{${fields.join(',')}}`;
  }
  // A value no schema gives (a function or object found by a careless lookup) would
  // silently vanish from a JSON key and share another query's entry: refuse it loudly.
  throw new TypeError(`cache key value at ${at} is a ${typeof value}, not a validated value`);
}

/**
 * The key of an answer: what kind, and the query as its schema parsed it (never the
 * raw address), its fields sorted, so junk parameters and the order of the parameters
 * make no new entry, and every validated value is in it.
 */
export function cacheKey(kind: string, values: { [key: string]: KeyValue }): string {
  return `${kind}:${keyPart(values, kind)}`;
}

interface Entry {
  version: string;
  expires: number;
  value: Promise<unknown>;
}

/**
 * Caches search and map answers per query, checked on each request against the listing
 * version: the sum of the per-backend change counts a trigger keeps on every listing
 * change (drizzle/0009, docs/decisions/0012). A hit costs one small read instead of the
 * filtered queries, and an answer is never served after a listing changed, on any
 * server. Concurrent misses share one computation. An answer that depends on one
 * listing only passes that listing's own version instead, so other writes keep it.
 */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly options: { ttlMs: number; maxEntries: number } = { ttlMs: 60_000, maxEntries: 2000 },
  ) {}

  /** The version as `db` sees it: a replica's answer is checked against the replica's version. */
  async version(db: Database = this.db): Promise<string> {
    const rows = await queryRows<{ version: string | number | null }>(
      db,
      sql`SELECT sum(changes) AS version FROM listing_change_counts`,
    );
    return String(rows[0]?.version ?? 0);
  }

  /**
   * `reading` is the database `compute` reads (a replica, or the primary): the version is
   * read there too, so an answer is never filed under a newer version than its data.
   */
  async get<T>(key: string, compute: () => Promise<T>, ownVersion?: string, reading?: Database): Promise<T> {
    const version = ownVersion ?? (await this.version(reading));
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expires > now) {
      // Re-insert to keep the Map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, { version, expires: now + this.options.ttlMs, value });
    // A failed computation must not be served to the next caller.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}

/**
 * One statement, so any reader sees the sum before or after, never between. It waits only
 * for writers holding one of the rows it folds (a commit away), and none waits on it for long.
 */
export async function foldListingChangeCounts(db: Database): Promise<void> {
  await db.execute(sql`WITH gone AS (
      DELETE FROM listing_change_counts WHERE backend <> 0 RETURNING changes)
    UPDATE listing_change_counts SET changes = changes + (SELECT coalesce(sum(changes), 0) FROM gone)
    WHERE backend = 0`);
}
