import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';

/**
 * One kind of background work. `schedule` (cron, UTC) makes pg-boss create at most one
 * job per slot for the whole cluster, and each job is fetched by one worker: so a
 * scheduled job runs once per period whatever the number of servers.
 */
export interface JobType<T extends object = object> {
  name: string;
  handler: (payload: T) => Promise<void>;
  /** Retries, backoff, expiry and the queue policy (see pg-boss QueueOptions). */
  queue?: Omit<Queue, 'name'>;
  schedule?: string;
  /** Seconds between polls when no notification arrives; maintenance work need not be prompt. */
  pollingIntervalSeconds?: number;
}

export function defineJob<T extends object>(job: JobType<T>): JobType<T> {
  return job;
}

/** Where the engine keeps its tables: PostgreSQL by URL, or the embedded PGlite in-process. */
export type JobDatabase = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; client: PGlite };

export interface EnqueueOptions extends Omit<SendOptions, 'db'> {
  /** A drizzle transaction: the job exists only if that transaction commits. */
  tx?: Pick<Database, 'execute'>;
}

export type Logger = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export class JobEngine {
  private constructor(
    private readonly boss: PgBoss,
    private readonly types: Map<string, JobType<never>>,
  ) {}

  /** Installs or upgrades the engine's schema (`pgboss`), creates the queues and schedules, starts the workers. */
  static async start(database: JobDatabase, jobs: JobType<never>[], log: Logger): Promise<JobEngine> {
    const boss =
      database.kind === 'postgres'
        ? new PgBoss({ connectionString: database.url, max: database.poolSize ?? 4 })
        : new PgBoss({ db: fromPglite(database.client), backend: 'pglite', useListenNotify: true });
    boss.on('error', (error) => log.warn({ err: error }, 'job engine error'));
    await boss.start();
    const engine = new JobEngine(boss, new Map(jobs.map((job) => [job.name, job])));
    for (const job of jobs) {
      const { policy, ...settings } = job.queue ?? {};
      await boss.createQueue(job.name, { ...(policy ? { policy } : {}), ...settings });
      // A queue made by an older release takes today's retry and expiry settings (its policy is fixed).
      if (Object.keys(settings).length > 0) await boss.updateQueue(job.name, settings);
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
      else await boss.unschedule(job.name).catch(() => undefined);
      await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([item]) => {
          if (!item) return;
          try {
            await job.handler(item.data as never);
          } catch (error) {
            log.warn(
              { err: error, job: job.name, id: item.id },
              'job failed; pg-boss retries it if it has retries left',
            );
            throw error;
          }
        },
      );
    }
    return engine;
  }

  /**
   * Adds a job. With `tx`, the job is written through the caller's drizzle transaction, so
   * it is created exactly when the caller's own writes commit (pg-boss's drizzle adapter).
   */
  async enqueue<T extends object>(
    type: JobType<T> | string,
    payload: T,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const name = typeof type === 'string' ? type : type.name;
    if (!this.types.has(name)) throw new Error(`job type ${name} is not defined in job-roster.ts`);
    const { tx, ...send } = options;
    return this.boss.send(name, payload, tx ? { ...send, db: fromDrizzle(tx as never, sql as never) } : send);
  }

  /** Jobs waiting (created or retrying) per queue, for /metrics. */
  async queueDepths(): Promise<Record<string, number>> {
    const queues = await this.boss.getQueues([...this.types.keys()]);
    return Object.fromEntries(queues.map((queue) => [queue.name, Number(queue.queuedCount ?? 0)]));
  }

  private readonly closers: (() => void)[] = [];

  /** Something the jobs used that must be let go once they are done (the SMTP pool). */
  onStop(close: () => void): void {
    this.closers.push(close);
  }

  /** Stops taking jobs and waits for running ones (up to `graceMs`), then closes its pool. */
  async stop(graceMs = 8_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: graceMs, close: true });
    for (const close of this.closers.splice(0)) close();
  }
}
