// The privacy centre's two heavy answers (issue 58), on a throwaway PostgreSQL cluster with
// 20,000 listings from others: a copy of the data, and deleting the account, for a member
// with 50 listings (a 1280-px photo each, as the store keeps them), 1,000 messages in 20
// conversations and 200 saved listings. Each against the same work for a member with
// nothing, in the same run, so the figure is what the data costs, not the machine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { variantName } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openPostgres, queryRows, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { DiskImageStore } from '../apps/server/src/modules/images/index.ts';
import { eraseAccount } from '../apps/server/src/modules/privacy/erase.ts';
import { buildExport, requestExport } from '../apps/server/src/modules/privacy/exports.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';

const LISTINGS = 50;
const MESSAGES = 1_000;
const CONVERSATIONS = 20;

async function member(db: Database, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO users (username, username_skeleton, email, email_verified_at, password_hash, phone, phone_verified_at)
        VALUES (${name}, ${name}, ${`${name}@bench.nyumba.co.ke`}, now(), 'x',
          ${`+2547${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`}, now())
        RETURNING id`,
  );
  return row!.id;
}

/** Gives `userId` 50 listings with a real photo each, 1,000 messages and 200 saved listings. */
let photoBytes = 0;
let zipBytes = 0;

async function busy(db: Database, store: DiskImageStore, userId: string): Promise<void> {
  // Smooth noise at a phone photo's size: about what a re-encoded listing photo weighs.
  const noise = Buffer.from(crypto.getRandomValues(new Uint8Array(160 * 120 * 3)));
  const photo = await sharp(noise, { raw: { width: 160, height: 120, channels: 3 } })
    .resize(1280, 960)
    .webp({ quality: 80 })
    .toBuffer();
  photoBytes = photo.byteLength;
  const mine = await queryRows<{ id: string }>(db, sql`SELECT id FROM listings ORDER BY id LIMIT ${LISTINGS}`);
  for (const listing of mine) {
    const key = randomBytes(20).toString('hex');
    await store.put(variantName(key, 1280), photo);
    await db.execute(
      sql`UPDATE listings SET owner_id = ${userId}, image_urls = ARRAY[${`/images/${variantName(key, 1280)}`}]
          WHERE id = ${listing.id}`,
    );
  }
  const others = await queryRows<{ id: string; owner: string }>(
    db,
    sql`SELECT id, owner_id AS owner FROM listings WHERE owner_id <> ${userId} ORDER BY id LIMIT ${CONVERSATIONS}`,
  );
  for (const other of others) {
    const [conversation] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO conversations (listing_id, seeker_id, lister_id) VALUES (${other.id}, ${userId}, ${other.owner})
          RETURNING id`,
    );
    await db.execute(sql`INSERT INTO messages (conversation_id, sender_id, text, text_folded)
      SELECT ${conversation!.id}, CASE WHEN i % 2 = 0 THEN ${userId}::uuid ELSE ${other.owner}::uuid END,
             'Is the house still available? I would like to view it on Saturday morning. ' || i, ''
      FROM generate_series(1, ${MESSAGES / CONVERSATIONS}) AS i`);
  }
  await db.execute(sql`INSERT INTO saved_listings (user_id, listing_id)
    SELECT ${userId}, id FROM listings WHERE owner_id <> ${userId} ORDER BY id DESC LIMIT 200`);
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export async function runPrivacyBench(): Promise<void> {
  const cluster = await startPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-bench-privacy-'));
  try {
    const handle = await openPostgres(cluster.url, 4);
    const db = handle.db;
    await migrate(handle);
    await generateListings(db, 20_000);
    const store = new DiskImageStore(path.join(dataDir, 'images'));
    const deps = { db, store, publicUrl: 'http://localhost:3000' };
    const exportOf = async (userId: string) => {
      const row = await requestExport(db, userId);
      const ms = await timed(() => buildExport(deps, row.id));
      const [built] = await queryRows<{ bytes: number }>(db, sql`SELECT bytes FROM data_exports WHERE id = ${row.id}`);
      zipBytes = Math.max(zipBytes, built?.bytes ?? 0);
      return ms;
    };
    // Each measured three times on fresh members; the median is printed.
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const figures = {
      emptyExport: [] as number[],
      busyExport: [] as number[],
      emptyDelete: [] as number[],
      busyDelete: [] as number[],
    };
    for (let run = 0; run < 3; run += 1) {
      const empty = await member(db, `empty${run}`);
      const full = await member(db, `busy${run}`);
      await busy(db, store, full);
      figures.emptyExport.push(await exportOf(empty));
      figures.busyExport.push(await exportOf(full));
      figures.emptyDelete.push(await timed(() => eraseAccount({ db, store }, empty)));
      figures.busyDelete.push(await timed(() => eraseAccount({ db, store }, full)));
    }
    const line = (label: string, ms: number, base: number) =>
      console.log(
        `  ${label.padEnd(52)} ${ms.toFixed(0).padStart(6)} ms  (${(ms / base).toFixed(1)} × the empty account's)`,
      );
    const e = median(figures.emptyExport);
    const d = median(figures.emptyDelete);
    console.log(`\nThe privacy centre (PostgreSQL, 20,000 listings; median of 3):`);
    console.log(`  a copy of an empty account's data (baseline)         ${e.toFixed(0).padStart(6)} ms`);
    line(`a copy: ${LISTINGS} listings+photos, ${MESSAGES} messages`, median(figures.busyExport), e);
    console.log(
      `    its ZIP: ${(zipBytes / 1024 / 1024).toFixed(1)} MB (${LISTINGS} photos of ${(photoBytes / 1024).toFixed(0)} KB)`,
    );
    console.log(`  deleting an empty account (baseline)                 ${d.toFixed(0).padStart(6)} ms`);
    line(`deleting: ${LISTINGS} listings+photos, ${MESSAGES} messages`, median(figures.busyDelete), d);
    console.log('  Targets: a copy within minutes (the law: 7 days); a deletion within minutes (the law: 14 days).');
    await handle.close();
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
