// Read replicas on a real PostgreSQL primary and a streaming replica made here
// (initdb, pg_basebackup -R, two clusters on free ports, stopped by pid): server A reads
// only the primary, server B sends public reads to the replica. Runs with the PostgreSQL
// suite (npm run test:pg), as the other suites that start clusters of their own.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startReplica, type Cluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { DiskImageStore } from '../src/modules/images/store.ts';
import { WROTE_COOKIE } from '../src/plugins/read-routing.ts';
import { SESSION_COOKIE } from '../src/plugins/session.ts';
import { openReadReplicas } from '../src/runtime.ts';
import { anonymous, establishedUser, type Caller } from './http.ts';
import { createListingAs, listingBody } from './listing-fixtures.ts';
import { clusterSuitesRun } from './server-child.ts';
import type { TestContext } from './test-app.ts';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
let primary: Cluster;
let replica: Cluster;
let a: TestContext;
let b: TestContext;
let owner: Caller;

/** A server on the primary; with `replicaUrl`, its public reads go to that replica. */
async function serverOn(dataDir: string, replicaUrl?: string): Promise<TestContext> {
  const handle = await openPostgres(primary.url, 5);
  const config = testConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: primary.url,
    LOG_LEVEL: 'error',
    ...(replicaUrl ? { DATABASE_READ_URLS: replicaUrl, DATABASE_REPLICA_MAX_LAG_SECONDS: '3' } : {}),
  });
  const reads = await openReadReplicas(handle, config, () => undefined);
  const store = new DiskImageStore(path.join(dataDir, 'images'));
  const app = await buildApp({ config, db: handle.db, dbKind: 'postgres', store, ...(reads ? { reads } : {}) });
  await app.ready();
  const close = async () => {
    await app.close();
    await reads?.close();
    await handle.close();
  };
  cleanups.push(close);
  return { app, handle, config, store, dataDir, close, secondApp: () => Promise.reject(new Error('not here')) };
}

async function onReplica(text: string) {
  const client = new pg.Client({ connectionString: replica.url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!clusterSuitesRun) return;
  primary = await startPostgres();
  cleanups.push(() => primary.stop());
  const handle = await openPostgres(primary.url, 2);
  await migrate(handle);
  await handle.close();
  replica = await startReplica(primary);
  cleanups.push(() => replica.stop());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-replicas-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // One image folder for both, as servers behind one balancer share a store.
  a = await serverOn(dataDir);
  b = await serverOn(dataDir, replica.url);
  owner = await establishedUser(a);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const word = () => `zeta${randomBytes(4).toString('hex')}`;
const search = (ctx: TestContext, term: string) =>
  anonymous(ctx).request({ method: 'GET', url: `/api/listing/search?searchTerm=${term}` });
const found = async (ctx: TestContext, term: string) => {
  const res = await search(ctx, term);
  if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
  return res.json().listings.length as number;
};
const reads = () => b.app.deps.reads!;

/** Waits until `check` holds, up to `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - start;
}

async function metrics(ctx: TestContext): Promise<string> {
  return (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
}

describe.runIf(clusterSuitesRun)('read replicas', () => {
  it('finds a listing written through server A in a search through server B, from the replica, within 1 s', async () => {
    const term = word();
    const before = reads().counts.replica;
    await createListingAs(owner, { name: `Quiet ${term} flat in Kilimani` });
    const took = await within(1_000, async () => (await found(b, term)) === 1);
    expect(took).toBeLessThanOrEqual(1_000);
    expect(reads().counts.replica).toBeGreaterThan(before);
    expect(await metrics(b)).toMatch(/nyumba_db_replica_in_rotation\{replica="replica-1"\} 1/);
  }, 30_000);

  it('serves a writer their own edit at once while others read the lagging replica, and drops a replica past the bound', async () => {
    const listing = await createListingAs(owner, { name: 'Garden flat in Kilimani' });
    await within(5_000, async () => (await found(b, 'Garden')) >= 1);
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      // The owner edits through B: the answer marks the write, and their reads follow it.
      const token = owner.token!;
      const edit = await b.app.inject({
        method: 'POST',
        url: `/api/listing/update/${listing.id}`,
        headers: { origin: b.config.PUBLIC_URL, cookie: `${SESSION_COOKIE}=${token}` },
        payload: listingBody(listing.image_urls, { name: 'Renamed garden flat in Kilimani' }),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const mark = edit.cookies.find((cookie) => cookie.name === WROTE_COOKIE);
      expect(mark?.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const get = (cookie?: string) =>
        b.app.inject({ method: 'GET', url: `/api/listing/get/${listing.id}`, headers: cookie ? { cookie } : {} });
      const own = await get(`${SESSION_COOKIE}=${token}; ${WROTE_COOKIE}=${mark!.value}`);
      expect(own.json().listing.name).toBe('Renamed garden flat in Kilimani');
      // A visitor reads the replica, which has not replayed the edit yet.
      expect((await get()).json().listing.name).toBe('Garden flat in Kilimani');
      // Past the bound (3 s here, room for a loaded CI machine) the replica leaves the rotation and the visitor gets the primary.
      await within(10_000, () => !reads().status()[0]!.up);
      expect((await get()).json().listing.name).toBe('Renamed garden flat in Kilimani');
      const lag = /nyumba_db_replica_lag_seconds\{replica="replica-1"\} ([\d.]+)/.exec(await metrics(b));
      expect(Number(lag?.[1])).toBeGreaterThan(3);
      expect(await metrics(b)).toMatch(/nyumba_db_replica_in_rotation\{replica="replica-1"\} 0/);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    await within(10_000, () => reads().status()[0]!.up);
    expect((await get(listing.id)).name).toBe('Renamed garden flat in Kilimani');
  }, 30_000);

  it('answers searches from the primary while the replica is stopped, and returns to it when it is back', async () => {
    const term = word();
    await createListingAs(owner, { name: `Sunny ${term} bedsitter in Kilimani` });
    await within(5_000, async () => (await found(b, term)) === 1);
    replica.halt();
    try {
      // At once, before any check has noticed: the query fails over, nobody sees an error.
      for (let i = 0; i < 5; i += 1) {
        const res = await search(b, term);
        expect(res.statusCode).toBe(200);
        expect(res.json().listings).toHaveLength(1);
      }
      await within(10_000, () => !reads().status()[0]!.up);
      expect((await search(b, word())).statusCode).toBe(200);
    } finally {
      replica.resume();
    }
    await within(15_000, () => reads().status()[0]!.up);
    const before = reads().counts.replica;
    expect(await found(b, term)).toBe(1);
    expect(reads().counts.replica).toBeGreaterThan(before);
  }, 30_000);
});

async function get(id: string) {
  return (await anonymous(b).request({ method: 'GET', url: `/api/listing/get/${id}` })).json().listing as {
    name: string;
  };
}
