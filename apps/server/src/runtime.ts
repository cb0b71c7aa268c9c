import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, type Config } from './config.ts';
import { DatabaseUnavailableError, openPglite, openPostgres, type DatabaseHandle } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { ReadRouter } from './db/read-replicas.ts';
import { seedDemoData } from './seed/demo-seed.ts';
import { S3ImageStore, DiskImageStore, type ImageStore } from './modules/images/index.ts';

// What the server (main.ts) and the database tasks (tasks.ts) open from one configuration.

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dir = path.resolve(config.DATA_DIR, 'db');
  await mkdir(dir, { recursive: true });
  return openPglite({ dataDir: dir });
}

/** The replicas of DATABASE_READ_URLS, watched from now on; undefined without any. */
export async function openReadReplicas(
  handle: DatabaseHandle,
  config: Config,
  log: (message: string) => void,
): Promise<ReadRouter | undefined> {
  if (!config.DATABASE_READ_URLS.length || !handle.pool) return undefined;
  const reads = new ReadRouter(handle.db, handle.pool, config.DATABASE_READ_URLS, {
    maxLagMs: config.DATABASE_REPLICA_MAX_LAG_SECONDS * 1000,
    poolSize: config.DATABASE_POOL_SIZE,
    log,
  });
  // A replica that is down at start is not fatal: reads go to the primary until it answers.
  await reads.start();
  return reads;
}

export function openImageStore(config: Config): ImageStore {
  if (config.IMAGE_STORE === 's3') {
    // loadConfig has checked that all four are set.
    return new S3ImageStore({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      timeoutMs: config.S3_TIMEOUT_MS,
      retries: config.S3_RETRIES,
    });
  }
  return new DiskImageStore(path.resolve(config.DATA_DIR, 'images'));
}

/**
 * Migrates, then seeds demo data into an empty database when asked, both under the
 * migration lock: servers starting together on an empty database take turns, the
 * first seeds, the others find users and skip.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean; store: ImageStore; log: (message: string) => void },
): Promise<{ applied: string[]; seeded: boolean }> {
  const applied = await migrate(handle);
  if (!options.seed) return { applied, seeded: false };
  const seeded = await handle.withLockedSession(() =>
    seedDemoData({ db: handle.db, store: options.store, log: options.log }),
  );
  return { applied, seeded };
}

export function describeDatabase(handle: DatabaseHandle, config: Config): string {
  if (handle.kind === 'pglite') return `PGlite (${config.DATA_DIR})`;
  const replicas = config.DATABASE_READ_URLS.length;
  return replicas ? `PostgreSQL with ${replicas} read replica${replicas === 1 ? '' : 's'}` : 'PostgreSQL';
}

/**
 * The address the listening socket answers on: the port it really bound (PORT=0 picks a
 * free one), and `localhost` for a wildcard host, which is where a person on this machine
 * reaches it.
 */
export function servedUrl(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return String(address);
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Operators get one line that names the problem, not a stack trace. */
export function startFailure(error: unknown, what = 'Nyumba failed to start'): string {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) return error.message;
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `Invalid configuration: PORT is already in use (${(error as Error).message})`;
  }
  return `${what}: ${(error as Error).message ?? String(error)}`;
}
