import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { notificationSource } from '../src/modules/messages/notifications.ts';
import type { AppInstance } from '../src/app-types.ts';
import { testConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/database.ts';
import type { JobEngine } from '../src/jobs/engine.ts';
import { startJobEngine } from '../src/job-start.ts';
import { DiskImageStore } from '../src/modules/images/store.ts';

export interface TestContext {
  app: AppInstance;
  handle: DatabaseHandle;
  config: Config;
  store: DiskImageStore;
  dataDir: string;
  /**
   * Another server of the cluster on the same database: on PostgreSQL with a pool of its own
   * (so races between servers are real), on PGlite the same in-process database. Closed
   * with the context.
   */
  secondApp(): Promise<AppInstance>;
  close(): Promise<void>;
}

/** A database of its own for one test file: PGlite from the dump, or a PostgreSQL copy. */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `nyumba_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openPostgres(target.toString(), 10);
    return {
      handle,
      url: target.toString(),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const handle = await openPglite({ loadDataDir: new Blob([dump]) });
  return { handle, drop: async () => undefined };
}

export interface TestAppOptions {
  /**
   * Start the job engine as main.ts does (every job type; mail through SMTP_URL, e.g. a
   * server from test/smtp.ts). Off by default: it costs a second or two per file.
   */
  jobs?: boolean;
}

export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const { handle, url, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const store = new DiskImageStore(path.join(dataDir, 'images'));
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    store,
    notifications: notificationSource(handle),
  });
  await app.ready();
  let jobs: JobEngine | undefined;
  if (options.jobs) {
    jobs = await startJobEngine(handle, config, store, app.log);
    app.deps.jobs = jobs;
  }
  const others: { app: AppInstance; handle?: DatabaseHandle }[] = [];
  return {
    app,
    handle,
    config,
    store,
    dataDir,
    secondApp: async () => {
      const own = url ? await openPostgres(url, 10) : undefined;
      const db = own ?? handle;
      const second = await buildApp({
        config,
        db: db.db,
        dbKind: db.kind,
        store,
        notifications: notificationSource(db),
      });
      await second.ready();
      // Its mail goes through the one job engine (jobs live in the database either way).
      second.deps.jobs = jobs;
      others.push({ app: second, handle: own });
      return second;
    },
    close: async () => {
      for (const other of others) {
        await other.app.close();
        await other.handle?.close();
      }
      await jobs?.stop(2_000);
      await app.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
