import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { redactUrl, type Database } from './database.ts';
import { isUnavailable, isWriteOnStandby, lsnOf, ReplicaWatch, type ReplicaState } from './replica-watch.ts';
import * as schema from './schema.ts';

// Reads that may be a little behind (search, the map, public listing and lister pages, the
// home page) go to PostgreSQL streaming replicas when DATABASE_READ_URLS names any; writes
// and a writer's own reads stay on the primary (docs/deploy.md, decision 0028).

export interface ReadRouterOptions {
  /** A replica further behind than this is out of rotation until it catches up. */
  maxLagMs: number;
  /** How often each replica's replayed position is read. */
  checkEveryMs?: number;
  poolSize?: number;
  /** Where a replica leaving or joining the rotation is said. */
  log?: (message: string) => void;
}

/** Each replica's drizzle handle, mapped to the primary's: where a read path's own writes go. */
const primaries = new WeakMap<Database, Database>();

/**
 * The database a write made on a read path must use (folding the search vocabulary before
 * reading it): the primary behind a replica's handle, or the handle itself.
 */
export function writerOf(db: Database): Database {
  return primaries.get(db) ?? db;
}

/** The query and connect a drizzle client needs, per replica, falling back to the primary. */
class ReplicaPool {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly state: ReplicaState,
    private readonly fellBack: () => void,
    private readonly onWrite: (error: unknown) => void,
  ) {}

  /**
   * A query the replica cannot answer (stopped, restarting, its connection lost, or a
   * statement cancelled by replay) is run again on the primary: the reader never sees the
   * replica go. Other errors (a bad query) would fail on the primary too and are rethrown.
   */
  async query(config: unknown, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.state.usable) {
      try {
        return await this.replica.query(config as pg.QueryConfig, values);
      } catch (error) {
        if (isWriteOnStandby(error)) {
          // A read path that writes without writerOf(): answered, and said, never a 500.
          this.onWrite(error);
        } else {
          if (!isUnavailable(error)) throw error;
          this.state.markDown(error);
        }
      }
    }
    this.fellBack();
    return this.primary.query(config as pg.QueryConfig, values);
  }

  /** A transaction on a read handle (rare: a read needing one snapshot) gets one connection. */
  async connect(): Promise<pg.PoolClient> {
    if (this.state.usable) {
      try {
        return await this.replica.connect();
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        this.state.markDown(error);
      }
    }
    return this.primary.connect();
  }
}

export interface ReplicaStatus {
  name: string;
  up: boolean;
  lagSeconds: number | undefined;
}

export class ReadRouter {
  private readonly replicas: { state: ReplicaState; db: Database; pool: pg.Pool }[];
  private readonly watch: ReplicaWatch;
  private turn = 0;
  /**
   * For /metrics: reads routed to each target (per request), and queries a replica was
   * sent but the primary answered (the replica had gone between two checks).
   */
  readonly counts = { replica: 0, primary: 0, fallbacks: 0 };

  constructor(
    private readonly primaryDb: Database,
    primaryPool: pg.Pool,
    urls: string[],
    options: ReadRouterOptions,
  ) {
    this.watch = new ReplicaWatch(primaryPool, options.maxLagMs, options.checkEveryMs ?? 500, options.log);
    this.replicas = urls.map((url, index) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: options.poolSize ?? 10,
        // A replica that does not answer must not hold a reader long: the primary is there.
        connectionTimeoutMillis: 2_000,
        // A connection whose replica stopped answering mid-query is given up for the primary.
        query_timeout: 10_000,
      });
      pool.on('error', () => undefined);
      const state = this.watch.add(`replica-${index + 1}`, redactUrl(url), pool);
      const client = new ReplicaPool(
        pool,
        primaryPool,
        state,
        () => this.counts.fallbacks++,
        (error) =>
          options.log?.(`a read sent a write to ${state.name}; the primary ran it: ${(error as Error).message}`),
      );
      const db = drizzle({ client: client as unknown as pg.Pool, schema }) as unknown as Database;
      primaries.set(db, primaryDb);
      return { state, pool, db };
    });
  }

  /** Reads each replica's position once now, then on a timer. */
  async start(): Promise<void> {
    await this.watch.start();
  }

  /**
   * The database a read goes to: a replica in rotation that has replayed past `after` (the
   * reader's last write), taken in turn; else the primary.
   */
  pick(after?: bigint): Database {
    const ready = this.replicas.filter(({ state }) => state.usable && (after === undefined || state.replayed >= after));
    if (ready.length === 0) {
      this.counts.primary++;
      return this.primaryDb;
    }
    this.counts.replica++;
    this.turn = (this.turn + 1) % ready.length;
    return ready[this.turn]!.db;
  }

  /** The primary's WAL position now: a write's mark for its writer's next reads. */
  async writtenUpTo(): Promise<string> {
    return this.watch.primaryPosition();
  }

  status(): ReplicaStatus[] {
    return this.replicas.map(({ state }) => ({ name: state.name, up: state.usable, lagSeconds: state.lagSeconds }));
  }

  async close(): Promise<void> {
    this.watch.stop();
    await Promise.all(this.replicas.map(({ pool }) => pool.end().catch(() => undefined)));
  }
}

export { lsnOf };
