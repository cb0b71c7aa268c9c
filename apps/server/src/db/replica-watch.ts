import type pg from 'pg';

// Watches each read replica: how far behind the primary it has replayed, in bytes of WAL
// and in seconds, and whether it answers at all. A replica is in rotation only while it
// answers and is no further behind than the bound.

/** A WAL position as PostgreSQL prints it ("16/B374D848"), as a number that orders. */
export function lsnOf(text: unknown): bigint | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

const GONE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '53300']);

/**
 * An error that says the replica could not answer, not that the query was wrong: the
 * connection classes (08…), shutdown and start-up (57P…), a statement cancelled by replay
 * (40001 on a standby), too many connections, the socket's own errors and pg's timeouts.
 */
export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && (/^(?:08|57P)/.test(code) || code === '40001' || GONE_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|ended by the server/i.test(
    message,
  );
}

/** 25006: a statement that writes, sent to a standby (which takes reads only). */
export const isWriteOnStandby = (error: unknown) => (error as { code?: unknown } | undefined)?.code === '25006';

export class ReplicaState {
  /** In rotation: it answered the last check and was within the lag bound. */
  usable = false;
  /** The last WAL position it had replayed when checked. */
  replayed = 0n;
  /** Seconds behind the primary at the last check; undefined while it does not answer. */
  lagSeconds: number | undefined;
  /** Whether it has been checked once: the first check is said either way. */
  private known = false;

  constructor(
    readonly name: string,
    readonly address: string,
    private readonly log: (message: string) => void,
  ) {}

  markDown(error: unknown): void {
    if (this.usable || !this.known)
      this.log(`${this.name} (${this.address}) out of rotation: ${(error as Error).message ?? error}`);
    this.known = true;
    this.usable = false;
    this.lagSeconds = undefined;
  }

  markChecked(replayed: bigint, lagMs: number, maxLagMs: number): void {
    const usable = lagMs <= maxLagMs;
    if (usable !== this.usable || !this.known) {
      this.log(
        usable
          ? `${this.name} (${this.address}) in rotation`
          : `${this.name} (${this.address}) out of rotation: ${(lagMs / 1000).toFixed(1)} s behind`,
      );
    }
    this.known = true;
    this.replayed = replayed;
    this.lagSeconds = lagMs / 1000;
    this.usable = usable;
  }
}

const CHECK_TIMEOUT_MS = 2_000;

export class ReplicaWatch {
  private readonly watched: { state: ReplicaState; pool: pg.Pool }[] = [];
  /** The primary's position at each check of the last minute or so: what turns bytes into seconds. */
  private samples: { lsn: bigint; at: number }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly primary: pg.Pool,
    private readonly maxLagMs: number,
    private readonly everyMs: number,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  add(name: string, address: string, pool: pg.Pool): ReplicaState {
    const state = new ReplicaState(name, address, this.log);
    this.watched.push({ state, pool });
    return state;
  }

  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async primaryPosition(): Promise<string> {
    const { rows } = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    return rows[0]!.lsn;
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const now = Date.now();
      const position = lsnOf(await this.primaryPosition().catch(() => undefined));
      // Without the primary nothing can be measured, and nothing is written either.
      if (position === undefined) return;
      const keep = Math.max(60_000, this.maxLagMs * 4);
      this.samples = this.samples.filter((sample) => now - sample.at <= keep);
      this.samples.push({ lsn: position, at: now });
      await Promise.all(this.watched.map((replica) => this.checkReplica(replica, now)));
    } finally {
      this.checking = false;
    }
  }

  private async checkReplica({ state, pool }: { state: ReplicaState; pool: pg.Pool }, now: number) {
    try {
      const { rows } = await pool.query<{ standby: boolean; replayed: string | null }>({
        text: 'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
        query_timeout: CHECK_TIMEOUT_MS,
      } as pg.QueryConfig);
      const row = rows[0];
      // A promoted (or mistyped) server is not a copy of this primary: reading it could be wrong.
      if (!row?.standby) throw new Error('not a standby of the primary (pg_is_in_recovery() is false)');
      const replayed = lsnOf(row.replayed) ?? 0n;
      state.markChecked(replayed, this.lagMs(replayed, now), this.maxLagMs);
    } catch (error) {
      state.markDown(error);
    }
  }

  /**
   * How long the primary has held a position the replica has not replayed: the age of the
   * oldest sample past the replica's position (0 when it has replayed the newest).
   */
  private lagMs(replayed: bigint, now: number): number {
    const missing = this.samples.find((sample) => sample.lsn > replayed);
    return missing ? now - missing.at : 0;
  }
}
