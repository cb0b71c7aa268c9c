import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside db.transaction(): what a service takes to share the caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A raw query runner both drivers provide, for the migrator and tools. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one connection holding a transaction-free session lock (migrations). */
  withLockedSession<T>(work: (runner: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The job engine's way in: PGlite's own client (one connection, shared in-process) or PostgreSQL's URL. */
  jobDatabase: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** PostgreSQL only: the pool itself, where reads fall back when a replica cannot answer. */
  pool?: pg.Pool;
  /** PostgreSQL only: the pool's connections, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as a tarball, to clone it cheaply (tests). */
  dumpDataDir?(): Promise<Blob>;
}

export class DatabaseUnavailableError extends Error {}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gin },
  });
  const runner: SqlRunner = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
  };
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    jobDatabase: { kind: 'pglite', client },
    // PGlite has one connection in one process: nothing else can race us.
    withLockedSession: (work) => work(runner),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // The timeout also bounds waiting for a free pooled connection under load, so it is
  // generous; an unreachable server still fails start-up within it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 15_000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `Cannot connect to DATABASE_URL (${redactUrl(url)}): ${(error as Error).message || String(error)}`,
    );
  }
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    jobDatabase: { kind: 'postgres', url },
    pool,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withLockedSession: async (work) => {
      const client = await pool.connect();
      try {
        // Several servers may start at once on one database; one migrates, the rest wait.
        await client.query('SELECT pg_advisory_lock(727001)');
        try {
          return await work({
            exec: async (sql) => {
              await client.query(sql);
            },
            query: async <T>(sql: string, params?: unknown[]) =>
              (await client.query(sql, params as unknown[])).rows as T[],
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)');
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparseable URL';
  }
}

/**
 * Rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, typed differently. A
 * transaction's handle runs it in that transaction.
 */
export async function queryRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
