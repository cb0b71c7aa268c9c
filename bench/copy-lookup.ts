// The scam shield's copy checks at scale (issue 31): the near-photo lookup of one photo
// among 1,000,000 stored hashes on PostgreSQL (100,000 photos × 10 hashes: whole and crops)
// and 100,000 on PGlite, by multi-index hashing (listings/copy-check.ts); and the detection
// figures of the hash itself (bench/photo-copies.ts). Times are printed beside a primary-key
// read of one stored hash, measured in the same run (these machines are shared and noisy).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { nearPhotoListings } from '../apps/server/src/modules/listings/copy-check.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { measurePhotoCopies, printCopyFigures } from './photo-copies.ts';

const VARIANTS = 10;
const PROBES = 200;

/** Photos, their 10 hashes (each crop a few bits from the whole), one listing each, 1,000 listers. */
async function fill(handle: DatabaseHandle, photos: number): Promise<void> {
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  await run(`INSERT INTO users (username, username_skeleton, email, password_hash)
    SELECT 'lister' || n, 'lister' || n, 'lister' || n || '@bench.test', 'x' FROM generate_series(1, 1000) AS n`);
  await run(`INSERT INTO images (key, widths, bytes)
    SELECT substr(md5('photo' || n) || md5('more' || n), 1, 40), '{1280}', 50000 FROM generate_series(1, ${photos}) AS n`);
  // A uniform 64-bit base per photo; each crop differs from it in up to 3 random bits.
  await run(`INSERT INTO photo_hashes (image_key, variant, hash, piece0, piece1, piece2, piece3)
    SELECT key, v, h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
    FROM (
      SELECT substr(md5('photo' || n) || md5('more' || n), 1, 40) AS key, v,
        CASE WHEN v = 0 THEN base
          ELSE base # (1::bigint << (random() * 62)::int) # (1::bigint << (random() * 62)::int) # (1::bigint << (random() * 62)::int)
        END AS h
      FROM (SELECT n, ('x' || substr(md5('hash' || n), 1, 16))::bit(64)::bigint AS base FROM generate_series(1, ${photos}) AS n) AS b,
        generate_series(0, ${VARIANTS - 1}) AS v
    ) AS hashed`);
  await run(`INSERT INTO listings (owner_id, type, name, description, phone_number, price, image_urls)
    SELECT u.id, 'rentals', 'Listing ' || n, 'Bench listing ' || n, '0712345678', 20000,
      ARRAY['/images/' || substr(md5('photo' || n) || md5('more' || n), 1, 40) || '-1280.webp']
    FROM generate_series(1, ${photos}) AS n
    JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS r FROM users) AS u ON u.r = n % 1000`);
  // As autovacuum leaves a table after a load: the visibility map lets the probes stay in the index.
  await run('VACUUM ANALYZE photo_hashes');
  await run('ANALYZE image_refs');
  await run('ANALYZE listings');
}

const random32 = () => BigInt(Math.floor(Math.random() * 2 ** 32));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function measure(handle: DatabaseHandle, label: string, photos: number, goalMs: number): Promise<void> {
  const started = performance.now();
  await fill(handle, photos);
  const fillSeconds = (performance.now() - started) / 1000;
  const stored = await queryRows<{ key: string; hash: string; owner: string }>(
    handle.db,
    sql`SELECT h.image_key AS key, h.hash::text AS hash, l.owner_id AS owner FROM photo_hashes h
      JOIN image_refs r ON r.image_key = h.image_key JOIN listings l ON l.id = r.owner_id
      WHERE h.variant = 0 ORDER BY random() LIMIT ${PROBES}`,
  );
  const stranger = '00000000-0000-4000-8000-000000000000';
  const flip = (hash: bigint, bits: number) => {
    let out = hash;
    for (let i = 0; i < bits; i += 1) out ^= 1n << BigInt(Math.floor(Math.random() * 63));
    return BigInt.asIntN(64, out);
  };
  // Half the probes are a stored photo's copy (6 bits off), half a new photo (random).
  const probes = stored.map((row, i) =>
    i % 2 === 0 ? flip(BigInt(row.hash), 6) : BigInt.asIntN(64, (random32() << 32n) | random32()),
  );
  for (const probe of probes.slice(0, 20)) await nearPhotoListings(handle.db, probe, stranger); // warm
  const lookups: number[] = [];
  const found = [0, 0];
  for (const [i, probe] of probes.entries()) {
    const start = performance.now();
    if ((await nearPhotoListings(handle.db, probe, stranger)).length > 0) found[i % 2]! += 1;
    lookups.push(performance.now() - start);
  }
  const baseline: number[] = [];
  for (const row of stored)
    baseline.push(
      await timed(() =>
        queryRows(handle.db, sql`SELECT hash FROM photo_hashes WHERE image_key = ${row.key} AND variant = 0`),
      ),
    );
  lookups.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const p50 = percentile(lookups, 0.5);
  const p99 = percentile(lookups, 0.99);
  console.log(
    `\nNear-photo lookup on ${label}: ${(photos * VARIANTS).toLocaleString('en')} stored hashes (${photos.toLocaleString('en')} photos × ${VARIANTS}), filled in ${fillSeconds.toFixed(0)} s`,
  );
  console.log(
    `  one photo: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (goal ≤ ${goalMs} ms); ${(p50 / percentile(baseline, 0.5)).toFixed(1)}x / ${(p99 / percentile(baseline, 0.99)).toFixed(1)}x a primary-key read (p50 ${percentile(baseline, 0.5).toFixed(2)} ms)`,
  );
  console.log(
    `  planted copies (6 bits off a stored photo) found: ${found[0]} of ${PROBES / 2}; random new hashes matching one by chance: ${found[1]} of ${PROBES / 2}`,
  );
}

export async function runCopyLookup(): Promise<void> {
  printCopyFigures(await measurePhotoCopies());
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 2);
    await migrate(handle);
    await measure(handle, 'PostgreSQL', Number(process.env.BENCH_COPY_PHOTOS ?? 100_000), 20);
    await handle.close();
  } finally {
    cluster.stop();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-copies-'));
  try {
    const handle = await openPglite({ dataDir });
    await migrate(handle);
    await measure(handle, 'PGlite', 10_000, 50);
    await handle.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
