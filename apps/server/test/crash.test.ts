// Kill -9 mid-write: several clients create listings and save/unsave them, the server
// process is SIGKILLed while requests are in flight, restarted on the same data, and
// every write it acknowledged must be there with nothing half-written visible.
import { listingSchema } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startPostgres } from '../../../scripts/postgres-cluster.mjs';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../src/db/database.ts';
import {
  listingBody,
  postgresCanStart,
  send,
  signUp,
  startServerProcess,
  uploadPhoto,
  type Account,
  type ServerChild,
} from './server-child.ts';

const WRITERS = 4;
/** Acknowledged listings before the kill: enough that saves pile up on shared ones. */
const LISTINGS_BEFORE_KILL = 30;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** 'either' while a toggle is in flight or went unanswered: the kill may have cut it either way. */
type SaveState = 'yes' | 'no' | 'either';

interface Writer extends Account {
  photo: string;
}

async function writeUntilKilled(
  url: string,
  index: number,
  writer: Writer,
  listings: Map<string, string>,
  saves: Map<string, SaveState>,
  serverErrors: string[],
) {
  try {
    for (let n = 0; ; n += 1) {
      const name = `Crash writer ${index} listing ${n}`;
      const created = await send(url, writer, 'POST', '/api/listing/create', listingBody(name, writer.photo));
      if (created.status === 201) listings.set((created.json.listing as { id: string }).id, name);
      else serverErrors.push(`create ${created.status}`);
      const ids = [...listings.keys()];
      if (ids.length === 0) continue;
      const target = ids[Math.floor(Math.random() * ids.length)]!;
      const key = `${writer.userId}|${target}`;
      const saving = Math.random() < 0.7;
      const before = saves.get(key);
      saves.set(key, 'either');
      const toggled = await send(
        url,
        writer,
        saving ? 'POST' : 'DELETE',
        `/api/savedListing/listing/save/${target}`,
        {},
      );
      if (toggled.status === 200) saves.set(key, saving ? 'yes' : 'no');
      else if (toggled.status < 500) saves.set(key, before ?? 'no');
      else serverErrors.push(`save ${toggled.status}`);
    }
  } catch {
    // The server is gone: this writer's last request, if any, stays unanswered.
  }
}

async function allListings(url: string) {
  const found: unknown[] = [];
  for (let cursor = ''; ;) {
    const res = await send(url, undefined, 'GET', `/api/listing/getall?limit=100${cursor && `&cursor=${cursor}`}`);
    expect(res.status).toBe(200);
    found.push(...(res.json.listings as unknown[]));
    if (!res.json.nextCursor) return found;
    cursor = String(res.json.nextCursor);
  }
}

async function savedIds(url: string, account: Account): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let start = 0; ; start += 100) {
    const res = await send(url, account, 'GET', `/api/savedListing/my?limit=100&startIndex=${start}`);
    expect(res.status).toBe(200); // the session, acknowledged at sign-up, survived too
    const page = res.json.savedListings as { _id: string }[];
    for (const entry of page) ids.add(entry._id);
    if (page.length < 100) return ids;
  }
}

async function crashAndCheck(env: Record<string, string>, openDatabase: (dataDir: string) => Promise<DatabaseHandle>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const serverEnv = { ...env, DATA_DIR: dataDir };
  let server: ServerChild = await startServerProcess(port, serverEnv);
  cleanups.push(() => server.kill('SIGKILL'));
  const url = server.url;

  const writers: Writer[] = [];
  for (let i = 0; i < WRITERS; i += 1) {
    const account = await signUp(url, `crash-${path.basename(dataDir)}-${i}`.toLowerCase(), dataDir);
    writers.push({ ...account, photo: await uploadPhoto(url, account) });
  }
  const listings = new Map<string, string>();
  const saves = new Map<string, SaveState>();
  const serverErrors: string[] = [];
  const writing = Promise.all(
    writers.map((writer, i) => writeUntilKilled(url, i, writer, listings, saves, serverErrors)),
  );
  // Refused writes are recorded (and fail below); they must not leave us waiting forever.
  while (listings.size < LISTINGS_BEFORE_KILL && serverErrors.length === 0)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // Mid-stream: every writer has a request in flight or about to be sent.
  server.kill('SIGKILL');
  await server.exited;
  await writing;
  expect(serverErrors).toEqual([]);

  server = await startServerProcess(port, serverEnv);
  for (const [id, name] of listings) {
    const res = await send(url, undefined, 'GET', `/api/listing/get/${id}`);
    expect(res.status, `acknowledged listing ${id}`).toBe(200);
    expect(listingSchema.parse(res.json.listing).name).toBe(name);
  }
  // Every listing visible, acknowledged or cut short, is whole: valid, with a photo that loads.
  const visible = (await allListings(url)).map((listing) => listingSchema.parse(listing));
  expect(visible.length).toBeGreaterThanOrEqual(listings.size);
  for (const photo of new Set(visible.flatMap((listing) => listing.image_urls))) {
    expect((await fetch(`${url}${photo}`)).status, photo).toBe(200);
  }
  for (const writer of writers) {
    const saved = await savedIds(url, writer);
    for (const [key, state] of saves) {
      const [userId, listingId] = key.split('|') as [string, string];
      if (userId !== writer.userId || state === 'either') continue;
      expect(saved.has(listingId), `save ${key}`).toBe(state === 'yes');
    }
  }

  // A clean stop now (PGlite allows one process in its folder), then the rows themselves.
  server.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const handle = await openDatabase(dataDir);
  try {
    const mismatched = await queryRows(
      handle.db,
      sql`
      SELECT l.id FROM listings l LEFT JOIN saved_listings s ON s.listing_id = l.id
      GROUP BY l.id HAVING l.saved_count <> count(s.listing_id)`,
    );
    expect(mismatched).toEqual([]);
    const orphans = await queryRows(
      handle.db,
      sql`
      SELECT s.listing_id FROM saved_listings s LEFT JOIN listings l ON l.id = s.listing_id WHERE l.id IS NULL`,
    );
    expect(orphans).toEqual([]);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM listings`);
    expect(row?.n).toBe(visible.length);
  } finally {
    await handle.close();
  }
}

describe('a server killed with SIGKILL mid-write', () => {
  it('keeps every acknowledged listing and save on PGlite', async () => {
    await crashAndCheck({}, (dataDir) => openPglite({ dataDir: path.join(dataDir, 'db') }));
  }, 300_000);

  it.runIf(postgresCanStart())(
    'keeps every acknowledged listing and save on PostgreSQL (fsync on)',
    async () => {
      const cluster = await startPostgres({ durable: true });
      cleanups.push(() => cluster.stop());
      await crashAndCheck({ DATABASE_URL: cluster.url }, () => openPostgres(cluster.url, 2));
    },
    300_000,
  );
});
