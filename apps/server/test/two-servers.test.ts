// Two server processes on one PostgreSQL database and one image folder, as a deployment
// with two instances behind a load balancer (this test plays the proxy at 127.0.0.1):
// they migrate and seed at the same time at start (an advisory lock serialises it),
// sessions, listings, search and saves made through one are seen through the other,
// rate limits are one allowance for both, and a scheduled job runs once per period.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/postgres-cluster.mjs';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { DEMO_USERS } from '../src/seed/factories.ts';
import {
  listingBody,
  clusterSuitesRun,
  emptyDatabase,
  send,
  signUp,
  startServerProcess,
  uploadPhoto,
  type Account,
  type ServerChild,
} from './server-child.ts';

// The cluster suite waits for two minute-long schedule slots (~110 s): it runs with the
// PostgreSQL suite (server-child.ts, clusterSuitesRun), not in `npm test`.
const cleanups: (() => Promise<void> | void)[] = [];
let databaseUrl: string;
let a: ServerChild;
let b: ServerChild;
let user: Account;

/** Both servers' DATA_DIR: the outbox either one writes a mail to. */
let dataDir: string;

beforeAll(async () => {
  if (!clusterSuitesRun) return;
  databaseUrl = await emptyDatabase('two', cleanups);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-two-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const portA = await freePort();
  let portB = await freePort();
  while (portB === portA) portB = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '20',
  };
  // Both at once on the empty database: each runs the migrator and the demo seed at start.
  const started = await Promise.allSettled([startServerProcess(portA, env), startServerProcess(portB, env)]);
  for (const result of started) if (result.status === 'fulfilled') cleanups.push(() => result.value.kill('SIGKILL'));
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  [a, b] = started.map((result) => (result as PromiseFulfilledResult<ServerChild>).value) as [ServerChild, ServerChild];
  user = await signUp(a.url, `two-${randomBytes(4).toString('hex')}`, dataDir);
}, 300_000);

async function query<T extends object>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

/** A wrong sign-in as the proxy would forward it: X-Forwarded-For as the proxy wrote it. */
function signInFrom(server: ServerChild, forwardedFor: string) {
  return fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    // No password: a 400 the limiter still counts (it counts before the body is read), and
    // no per-account lock gets in the way of counting per address.
    body: JSON.stringify({ email: 'nobody@example.test' }),
  });
}

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(clusterSuitesRun)('two servers on one PostgreSQL database', () => {
  it('both come up healthy after migrating at the same time, each migration applied once', async () => {
    for (const server of [a, b]) {
      const health = await send(server.url, undefined, 'GET', '/api/health');
      expect(health.json).toMatchObject({ status: 'ok', database: 'postgres' });
    }
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const { rows } = await query<{ tag: string }>('SELECT tag FROM schema_migrations ORDER BY tag');
    expect(rows.map((row) => row.tag)).toEqual(journal.entries.map((entry) => entry.tag).sort());
  });

  it('seeded the demo data once, though both started on the empty database with seeding on', async () => {
    const { rows } = await query<{ n: string }>(
      `SELECT count(*) AS n FROM users WHERE email LIKE '%@demo.nyumba.co.ke'`,
    );
    // The demo listers and the demo moderator, each once.
    expect(Number(rows[0]!.n)).toBe(DEMO_USERS.length + 1);
  });

  it('refuses the 21st sign-in attempt in a minute from one address, whichever server it reaches', async () => {
    const client = '203.0.113.21';
    const attempt = (server: ServerChild) => signInFrom(server, `${client}`);
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? b : a)));
    expect(first.map((res) => res.status)).toEqual(Array(20).fill(400));
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('gives a spoofed X-Forwarded-For no extra attempts: only the address the proxy appended counts', async () => {
    const client = '203.0.113.22';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const spoofed = `10.${i}.${i}.${i}`;
      statuses.push((await signInFrom(i % 2 ? b : a, `${spoofed}, ${client}`)).status);
    }
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(5).fill(429)]);
  });

  it('runs a scheduled job once per period, though both servers work its queue', async () => {
    // An expired session: the every-minute expiry job deletes it, on whichever server.
    await query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() - interval '1 hour')`, [
      user.userId,
      `expired-${randomBytes(8).toString('hex')}`,
    ]);
    // pg-boss files each due occurrence under its minute slot (the internal send-it queue,
    // unique per slot) and sends one job per slot into the queue, which one server works.
    const count = async (where: string) =>
      Number((await query<{ n: string }>(`SELECT count(*) AS n FROM pgboss.job WHERE ${where}`)).rows[0]!.n);
    const jobs = "name = 'delete-expired-rows'";
    for (let i = 0; i < 200 && (await count(`${jobs} AND state = 'completed'`)) < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const slots = await query<{ slot: string; n: string }>(
      `SELECT singleton_on AS slot, count(*) AS n FROM pgboss.job
       WHERE name = '__pgboss__send-it' AND singleton_key LIKE 'delete-expired-rows%' GROUP BY singleton_on`,
    );
    expect(slots.rows.length).toBeGreaterThanOrEqual(2);
    for (const slot of slots.rows) expect(Number(slot.n)).toBe(1);
    // One job per slot (the newest slot's may still be on its way), each worked once.
    const made = await count(jobs);
    expect(made).toBeLessThanOrEqual(slots.rows.length);
    expect(made).toBeGreaterThanOrEqual(slots.rows.length - 1);
    expect(await count(`${jobs} AND retry_count > 0`)).toBe(0);
    const { rows } = await query<{ n: string }>(`SELECT count(*) AS n FROM sessions WHERE expires_at < now()`);
    expect(Number(rows[0]!.n)).toBe(0);
  }, 240_000);

  it('honours a session made on one server on the other', async () => {
    const me = await send(b.url, user, 'GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(user.userId);
  });

  it('finds a listing created on one server by searching the other, with its photo', async () => {
    // Letters only, as search indexes words; unlike any word, so only this listing matches.
    const word = `zx${randomBytes(6)
      .toString('hex')
      .replace(/\d/g, (d) => 'qwvjkmpyhb'[Number(d)]!)}`;
    const search = () => send(b.url, undefined, 'GET', `/api/listing/search?searchTerm=${word}`);
    // B answers (and caches) the search before the listing exists: its cache must not hide it after.
    expect((await search()).json.total).toBe(0);
    const photo = await uploadPhoto(a.url, user);
    const created = await send(
      a.url,
      user,
      'POST',
      '/api/listing/create',
      listingBody(`Sunny ${word} maisonette in Lavington`, photo),
    );
    expect(created.status).toBe(201);
    const id = (created.json.listing as { id: string }).id;
    const found = await search();
    expect((found.json.listings as { id: string }[]).map((listing) => listing.id)).toEqual([id]);
    // Images live in the shared DATA_DIR, so the other server serves the upload too.
    expect((await fetch(`${b.url}${photo}`)).status).toBe(200);
  });

  it('shows a save made on one server in the saved list of the other, and an unsave back', async () => {
    const photo = await uploadPhoto(a.url, user);
    const created = await send(
      a.url,
      user,
      'POST',
      '/api/listing/create',
      listingBody('Garden flat in Kileleshwa', photo),
    );
    const id = (created.json.listing as { id: string }).id;
    expect((await send(a.url, user, 'POST', `/api/savedListing/listing/save/${id}`, {})).json).toEqual({
      success: true,
      savedCount: 1,
    });
    const mine = await send(b.url, user, 'GET', '/api/savedListing/my');
    expect((mine.json.savedListings as { _id: string }[]).map((entry) => entry._id)).toContain(id);
    expect((await send(b.url, user, 'DELETE', `/api/savedListing/listing/save/${id}`, {})).json).toEqual({
      success: true,
      savedCount: 0,
    });
    const after = await send(a.url, user, 'GET', '/api/savedListing/my');
    expect((after.json.savedListings as { _id: string }[]).map((entry) => entry._id)).not.toContain(id);
  });

  it('ends the session everywhere when signing out on one server', async () => {
    const other = await signUp(b.url, `two-${randomBytes(4).toString('hex')}`, dataDir);
    expect((await send(a.url, other, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await send(b.url, other, 'POST', '/api/auth/signout', {})).status).toBe(200);
    expect((await send(a.url, other, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('share the sign-in lock: 20 parallel wrong passwords through both reach the hash 5 times', async () => {
    const name = `lock-${randomBytes(4).toString('hex')}`;
    await signUp(a.url, name, dataDir);
    const guess = (server: ServerChild, password: string) =>
      send(server.url, undefined, 'POST', '/api/auth/signin', { email: `${name}@example.test`, password });
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i % 2 ? b : a, `wrong-${i}`)));
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect((await guess(a, 'correct horse battery')).status).toBe(429);
    expect((await guess(b, 'correct horse battery')).status).toBe(429);
  });

  it('both shut down cleanly on SIGTERM', async () => {
    a.kill('SIGTERM');
    b.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
  });
});
