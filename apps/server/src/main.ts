import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseUnavailableError, openPglite, openPostgres, type DatabaseHandle } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { backfillImageWidths } from './modules/images/backfill.ts';
import { sweepOrphanImages } from './modules/images/cleanup.ts';
import { S3ImageStore } from './modules/images/s3-store.ts';
import { DiskImageStore, type ImageStore } from './modules/images/store.ts';
import { seedDemoData } from './seed/demo-seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const SWEEP_EVERY_MS = 6 * 3_600_000;

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dir = path.resolve(config.DATA_DIR, 'db');
  await mkdir(dir, { recursive: true });
  return openPglite({ dataDir: dir });
}

function openImageStore(config: Config): ImageStore {
  if (config.IMAGE_STORE === 's3') {
    // loadConfig has checked that all four are set.
    return new S3ImageStore({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return new DiskImageStore(path.resolve(config.DATA_DIR, 'images'));
}

async function start(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  await migrate(handle);
  const store = openImageStore(config);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, store });

  if (config.SEED_DEMO) {
    await seedDemoData({ db: handle.db, store, imageBaseUrl: config.IMAGE_BASE_URL, log: (m) => app.log.info(m) });
  }

  // Abandoned uploads older than a day go; every server may run it, it is idempotent.
  const sweep = () =>
    sweepOrphanImages({ db: handle.db, store })
      .then((removed) => removed > 0 && app.log.info({ removed }, 'removed orphan images'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'orphan image sweep failed'));
  setInterval(sweep, SWEEP_EVERY_MS).unref();

  // Photos stored before a width existed get it in the background; the image route covers the meantime.
  void backfillImageWidths({ db: handle.db, store }, (key, reason) =>
    app.log.warn({ key, err: reason }, 'could not add image widths'),
  )
    .then((completed) => completed > 0 && app.log.info({ completed }, 'added missing image widths'))
    .catch((error: unknown) => app.log.warn({ err: error }, 'image width backfill failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Nyumba is serving ${config.PUBLIC_URL} on ${handle.kind === 'pglite' ? `PGlite (${config.DATA_DIR})` : 'PostgreSQL'}`,
  );
}

start().catch((error: unknown) => {
  // Operators get one line that names the problem, not a stack trace.
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Invalid configuration: PORT is already in use (${(error as Error).message})`);
  } else {
    console.error(`Nyumba failed to start: ${(error as Error).message ?? String(error)}`);
  }
  process.exit(1);
});
