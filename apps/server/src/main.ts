import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startRefusal } from './config.ts';
import { startJobEngine } from './job-start.ts';
import { loadEnvFile } from './lib/env-file.ts';
import { RUN_ALERTS } from './modules/alerts/index.ts';
import { notificationSource } from './modules/messages/index.ts';
import { outboxDirectory } from './modules/mail/index.ts';
import { smsOutboxDirectory } from './modules/phone/index.ts';
import {
  describeDatabase,
  openDatabase,
  openImageStore,
  openReadReplicas,
  prepareDatabase,
  servedUrl,
  startFailure,
} from './runtime.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * `--demo` (what `npm start` passes) makes demo seeding the default even in production;
 * SEED_DEMO in the environment or `.env` still decides when it is set.
 */
function readConfig() {
  loadEnvFile();
  const demo = process.argv.includes('--demo');
  const env = { ...process.env };
  if (demo && !env.SEED_DEMO) env.SEED_DEMO = 'true';
  return { config: loadConfig(env, { demo }), demo };
}

async function start(): Promise<void> {
  const { config, demo } = readConfig();
  const refusal = startRefusal(config, { demo });
  if (refusal) throw new ConfigError(refusal);
  const handle = await openDatabase(config);
  const store = openImageStore(config);
  // Said on stderr until the app's logger exists; the watch logs through it afterwards.
  let say = (message: string) => console.warn(message);
  const reads = await openReadReplicas(handle, config, (message) => say(message));
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    store,
    ...(reads ? { reads } : {}),
    poolStats: handle.poolStats,
    notifications: notificationSource(handle),
  });
  say = (message) => app.log.warn(message);
  const { seeded } = await prepareDatabase(handle, {
    seed: config.SEED_DEMO,
    store,
    log: (message) => app.log.info(message),
  });
  if (config.SEED_DEMO) {
    app.log.info(
      `demo seeding is on (${demo ? 'npm start passes --demo' : 'SEED_DEMO=true'})${seeded ? '' : '; the database already has users'}`,
    );
  }

  // Background and scheduled work runs in the job engine on the same database, so each
  // scheduled job runs once per cluster whatever the number of servers.
  const jobs = await startJobEngine(handle, config, store, app.log);
  app.deps.jobs = jobs;
  // Photos stored before a width existed get it in the background; the image route covers the meantime.
  await jobs.enqueue('backfill-image-widths', {});
  await jobs.enqueue('backfill-photo-prints', {});
  // Alerts that came due while no server ran (or whose server was killed) are looked at now.
  await jobs.enqueue(RUN_ALERTS, {});

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    const timer = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await jobs.stop(SHUTDOWN_GRACE_MS - 2_000);
      await reads?.close();
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
  // Where mail and SMS go, said once: a newcomer finds the codes and links they were sent.
  if (!config.SMTP_URL)
    app.log.info(`no SMTP_URL: mail goes to the development outbox, ${outboxDirectory(config.DATA_DIR)}`);
  if (config.PHONE_FEATURES && !config.AFRICASTALKING_USERNAME)
    app.log.info(
      `no SMS account: SMS go to the development outbox, ${smsOutboxDirectory(config.DATA_DIR)}, and this log`,
    );
}

start().catch((error: unknown) => {
  console.error(startFailure(error));
  process.exit(1);
});
