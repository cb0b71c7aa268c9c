import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { loadEnvFile } from './lib/env-file.ts';
import { backfillImageWidths } from './modules/images/backfill.ts';
import { sweepOrphanImages } from './modules/images/cleanup.ts';
import { describeDatabase, openDatabase, openImageStore, servedUrl, startFailure } from './runtime.ts';
import { seedDemoData } from './seed/demo-seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const SWEEP_EVERY_MS = 6 * 3_600_000;

async function start(): Promise<void> {
  loadEnvFile();
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
  const served = servedUrl(app.server.address());
  // PUBLIC_URL is what links and the same-origin check use; a mismatch is worth seeing here.
  const publicUrl = new URL(config.PUBLIC_URL).origin === served ? '' : ` (PUBLIC_URL is ${config.PUBLIC_URL})`;
  app.log.info(`Nyumba is serving ${served} on ${describeDatabase(handle, config)}${publicUrl}`);
}

start().catch((error: unknown) => {
  console.error(startFailure(error));
  process.exit(1);
});
