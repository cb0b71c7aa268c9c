// The scam shield's copy checks at scale (issues 31 and 38): the near-photo lookup of one
// photo (its probes: whole, its 5 % cuts, two caption cuts, canonical orientation) among 1,000,000
// stored photos on PostgreSQL, each with its 48 stored hashes (whole, cuts, canonical), and 20,000
// on PGlite, by multi-index hashing over four 16-bit pieces (shield/hash-store.ts); and the
// detection figures of the print itself (bench/photo-copies.ts). Times are printed beside a
// primary-key read of one stored hash, measured in the same run (these machines are shared
// and noisy). BENCH_COPY_PHOTOS sets the PostgreSQL size.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { nearPhotos } from '../apps/server/src/modules/shield/hash-store.ts';
import { PROBE_WINDOWS, STORED_WINDOWS } from '../apps/server/src/modules/shield/photo-hash.ts';
import { COPY_DISTANCE } from '../apps/server/src/modules/shield/copy-check.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { measurePhotoCopies, printCopyFigures } from './photo-copies.ts';

/** Stored hashes a photo has (its windows and its canonical whole). */
const STORED = STORED_WINDOWS.length + 1;
/** Probes a photo looks up (whole, its cuts, caption cuts top and bottom; canonical whole, once without a near tie). */
const PROBES_PER_PHOTO = PROBE_WINDOWS.length + 1;
const LOOKUPS = 200;
/** Connections the bench's pool holds, as a server's would (its probes run side by side). */
const POOL = 4;
const CHUNK = 50_000;

/**
 * Photos with STORED random hashes each (a cut's hash shares little with the whole's), loaded
 * in chunks with the piece indexes built afterwards, as a restore would; then vacuumed, as
 * autovacuum leaves a table after a load, so the probes stay inside the indexes.
 */
async function fill(handle: DatabaseHandle, photos: number): Promise<void> {
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  await run(
    'DROP INDEX photo_hashes_piece0_idx, photo_hashes_piece1_idx, photo_hashes_piece2_idx, photo_hashes_piece3_idx',
  );
  await run('ALTER TABLE photo_hashes DROP CONSTRAINT photo_hashes_image_key_variant_pk');
  await run('ALTER TABLE photo_hashes DROP CONSTRAINT photo_hashes_image_key_images_key_fk');
  for (let from = 1; from <= photos; from += CHUNK) {
    const to = Math.min(photos, from + CHUNK - 1);
    await run(`INSERT INTO images (key, widths, bytes)
      SELECT md5('photo' || n) || substr(md5('more' || n), 1, 8), '{1280}', 50000 FROM generate_series(${from}, ${to}) AS n`);
    await run(`INSERT INTO photo_hashes (image_key, variant, hash, piece0, piece1, piece2, piece3)
      SELECT key, v, h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
      FROM (
        SELECT md5('photo' || n) || substr(md5('more' || n), 1, 8) AS key, v,
          ('x' || substr(md5('hash' || n || ':' || v), 1, 16))::bit(64)::bigint AS h
        FROM generate_series(${from}, ${to}) AS n, generate_series(0, ${STORED - 1}) AS v
      ) AS hashed`);
  }
  await run('CREATE INDEX photo_hashes_piece0_idx ON photo_hashes (piece0, hash)');
  await run('CREATE INDEX photo_hashes_piece1_idx ON photo_hashes (piece1, hash)');
  await run('CREATE INDEX photo_hashes_piece2_idx ON photo_hashes (piece2, hash)');
  await run('CREATE INDEX photo_hashes_piece3_idx ON photo_hashes (piece3, hash)');
  await run(
    'ALTER TABLE photo_hashes ADD CONSTRAINT photo_hashes_image_key_variant_pk PRIMARY KEY (image_key, variant)',
  );
  await run(`ALTER TABLE photo_hashes ADD CONSTRAINT photo_hashes_image_key_images_key_fk
    FOREIGN KEY (image_key) REFERENCES images (key) ON DELETE CASCADE`);
  await run('VACUUM ANALYZE photo_hashes');
}

const random32 = () => BigInt(Math.floor(Math.random() * 2 ** 32));
const randomHash = () => BigInt.asIntN(64, (random32() << 32n) | random32());
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const flip = (hash: bigint, bits: number) => {
  let out = hash;
  for (let i = 0; i < bits; i += 1) out ^= 1n << BigInt(Math.floor(Math.random() * 63));
  return BigInt.asIntN(64, out);
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function measure(handle: DatabaseHandle, label: string, photos: number, goalMs: number): Promise<void> {
  const started = performance.now();
  await fill(handle, photos);
  const fillSeconds = (performance.now() - started) / 1000;
  const stored = await queryRows<{ key: string; hash: string }>(
    handle.db,
    sql`SELECT image_key AS key, hash::text AS hash FROM photo_hashes TABLESAMPLE SYSTEM (1) LIMIT ${LOOKUPS}`,
  );
  // Half the lookups are a stored photo's copy (one probe 6 bits off one of its hashes), half a new photo.
  const lookups = stored.map((row, i) => {
    const probes = Array.from({ length: PROBES_PER_PHOTO }, randomHash);
    if (i % 2 === 0) probes[0] = flip(BigInt(row.hash), 6);
    return probes;
  });
  for (const probes of lookups.slice(0, 20)) await nearPhotos(handle.db, probes, COPY_DISTANCE); // warm
  const times: number[] = [];
  const single: number[] = [];
  const found = [0, 0];
  for (const [i, probes] of lookups.entries()) {
    const start = performance.now();
    if ((await nearPhotos(handle.db, probes, COPY_DISTANCE)).size > 0) found[i % 2]! += 1;
    times.push(performance.now() - start);
    single.push(await timed(() => nearPhotos(handle.db, [probes[1]!], COPY_DISTANCE)));
  }
  single.sort((a, b) => a - b);
  const baseline: number[] = [];
  for (const row of stored)
    baseline.push(
      await timed(() =>
        queryRows(handle.db, sql`SELECT hash FROM photo_hashes WHERE image_key = ${row.key} AND variant = 0`),
      ),
    );
  const [size] = await queryRows<{ bytes: string }>(
    handle.db,
    sql`SELECT pg_total_relation_size('photo_hashes')::text AS bytes`,
  );
  times.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  console.log(
    `\nNear-photo lookup on ${label}: ${photos.toLocaleString('en')} photos × ${STORED} stored hashes = ${(photos * STORED).toLocaleString('en')} rows ` +
      `(${(Number(size!.bytes) / 2 ** 30).toFixed(2)} GiB with indexes, ${(Number(size!.bytes) / photos).toFixed(0)} bytes a photo), filled in ${fillSeconds.toFixed(0)} s`,
  );
  console.log(
    `  one photo (${PROBES_PER_PHOTO} probes, distance ≤ ${COPY_DISTANCE}): p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (goal ≤ ${goalMs} ms); ` +
      `${(p50 / percentile(baseline, 0.5)).toFixed(1)}x / ${(p99 / percentile(baseline, 0.99)).toFixed(1)}x a primary-key read (p50 ${percentile(baseline, 0.5).toFixed(2)} ms)`,
  );
  console.log(
    `  one hash: p50 ${percentile(single, 0.5).toFixed(2)} ms, p99 ${percentile(single, 0.99).toFixed(2)} ms; ` +
      `the photo's probes go at once, on the pool's ${POOL} connections`,
  );
  console.log(
    `  planted copies (6 bits off a stored hash) found: ${found[0]} of ${LOOKUPS / 2}; new photos matching one by chance: ${found[1]} of ${LOOKUPS / 2}`,
  );
}

export async function runCopyLookup(): Promise<void> {
  printCopyFigures(await measurePhotoCopies());
  await measureLookups();
}

async function measureLookups(): Promise<void> {
  // A database server holding a million listings' photos gives its cache a quarter of its
  // memory, as PostgreSQL's guidance says; the four piece indexes are ~3 GB here.
  const cluster = await startPostgres({ settings: { shared_buffers: process.env.BENCH_SHARED_BUFFERS ?? '4GB' } });
  try {
    const handle = await openPostgres(cluster.url, POOL);
    await migrate(handle);
    await measure(handle, 'PostgreSQL', Number(process.env.BENCH_COPY_PHOTOS ?? 1_000_000), 20);
    await handle.close();
  } finally {
    cluster.stop();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-copies-'));
  try {
    const handle = await openPglite({ dataDir });
    await migrate(handle);
    await measure(handle, 'PGlite', 20_000, 50);
    await handle.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx bench/copy-lookup.ts lookups` measures the lookups alone.
if (import.meta.url === `file://${process.argv[1]}`)
  await (process.argv[2] === 'lookups' ? measureLookups() : runCopyLookup());
