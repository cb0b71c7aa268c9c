import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database.ts';

/**
 * One counter per (route, caller) window in PostgreSQL, so N servers give the same
 * allowance as one. The upsert is atomic: concurrent hits from any server each get a
 * distinct count, and the window's clock is the database's, not each server's.
 */
async function hitCounter(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ hits: number; ttl: string | number }>(
    db,
    sql`INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
          expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
        RETURNING hits, ceil(extract(epoch FROM (expires_at - now())) * 1000) AS ttl`,
  );
  return { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttl)) };
}

/** Deletes windows that ended (the scheduled cleanup job); answers how many went. */
export async function deleteExpiredCounters(db: Database): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM rate_limit_counters WHERE expires_at < now() RETURNING key`,
  );
  return rows.length;
}

/** A store class for @fastify/rate-limit bound to one database; each route counts under its own prefix. */
export function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitCounter(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    // The plugin passes the route's merged options, with the route itself under routeInfo.
    child(options: { routeInfo?: { method?: string | string[]; url?: string } }): DatabaseStore {
      const route = options.routeInfo ?? {};
      return new DatabaseStore(`${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
