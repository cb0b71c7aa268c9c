// npx tsx bench/vocabulary-writes.ts: what keeping the search vocabulary in step with
// the listings (drizzle/0006_search-vocabulary-counts.sql) costs a listing write, at
// 100,000 listings. The same database is timed with the counting triggers, with the
// earlier insert-only ones (drizzle/0003, which never pruned), and with none, in
// interleaved rounds; figures are per write and as ratios to "none" measured in the
// same run, because these machines are shared. BENCH_LISTINGS and BENCH_DB change it.
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Database, DatabaseHandle } from '../apps/server/src/db/database.ts';
import { openPglite, openPostgres, queryRows } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const DATABASES = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');
const ROUNDS = 5;
const WRITES_PER_ROUND = 100;
const BATCH = 1000;

const DROP = [
  'DROP TRIGGER IF EXISTS listings_words_after_insert ON listings',
  'DROP TRIGGER IF EXISTS listings_words_after_update ON listings',
  'DROP TRIGGER IF EXISTS listings_words_after_delete ON listings',
];
const VARIANTS: Record<string, string[]> = {
  none: DROP,
  'insert-only (0003)': [
    ...DROP,
    `CREATE OR REPLACE FUNCTION bench_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO search_words (word)
       SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
       WHERE length(w) BETWEEN 2 AND 40 AND w !~ '^[0-9-]+$' ORDER BY w ON CONFLICT (word) DO NOTHING;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER listings_words_after_insert AFTER INSERT ON listings
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bench_collect_words()`,
    `CREATE TRIGGER listings_words_after_update AFTER UPDATE ON listings
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bench_collect_words()`,
  ],
  'counted (0006)': [
    ...DROP,
    `CREATE TRIGGER listings_words_after_insert AFTER INSERT ON listings
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_words_inserted()`,
    `CREATE TRIGGER listings_words_after_delete AFTER DELETE ON listings
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_words_deleted()`,
    `CREATE TRIGGER listings_words_after_update AFTER UPDATE ON listings
       REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_words_updated()`,
  ],
};

interface Sample {
  id: string;
  description: string;
}

type Op = 'insert' | 'update' | 'delete' | 'batch';

/**
 * One round: insert copies of sample rows one by one, rewrite their descriptions,
 * delete them; then one statement inserting 1000 copies (a bulk load) and one deleting
 * them. Milliseconds per single write, and per batch statement.
 */
async function round(db: Database, samples: Sample[]): Promise<Record<Op, number>> {
  const time = async (each: (sample: Sample, i: number) => Promise<unknown>) => {
    const started = performance.now();
    for (let i = 0; i < WRITES_PER_ROUND; i += 1) await each(samples[i % samples.length]!, i);
    return (performance.now() - started) / WRITES_PER_ROUND;
  };
  const copies: string[] = [];
  const insert = await time(async (sample) => {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO listings (owner_id, type, name, description, phone_number, price, bedrooms, image_urls, area_name)
          SELECT owner_id, type, name, description, phone_number, price, bedrooms, image_urls, area_name
          FROM listings WHERE id = ${sample.id} RETURNING id`,
    );
    copies.push(row!.id);
  });
  const update = await time((sample, i) =>
    db.execute(
      sql`UPDATE listings SET description = ${samples[(i + 7) % samples.length]!.description} WHERE id = ${copies[i]!}`,
    ),
  );
  const remove = await time((_sample, i) => db.execute(sql`DELETE FROM listings WHERE id = ${copies[i]!}`));
  const started = performance.now();
  await db.execute(
    sql`INSERT INTO listings (owner_id, type, name, description, phone_number, price, bedrooms, image_urls, area_name, saved_count)
        SELECT owner_id, type, name, description, phone_number, price, bedrooms, image_urls, area_name, -1
        FROM listings ORDER BY created_at DESC LIMIT ${BATCH}`,
  );
  await db.execute(sql`DELETE FROM listings WHERE saved_count = -1`);
  return { insert, update, delete: remove, batch: performance.now() - started };
}

async function runOn(kind: string): Promise<void> {
  let handle: DatabaseHandle;
  let stop = () => undefined as void;
  if (kind === 'postgres') {
    const cluster = await startPostgres();
    stop = cluster.stop;
    handle = await openPostgres(cluster.url, 2);
  } else {
    handle = await openPglite();
  }
  try {
    await migrate(handle);
    const started = performance.now();
    await generateListings(handle.db, COUNT);
    console.log(`\n${kind}: ${COUNT} listings generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const samples = await queryRows<Sample>(
      handle.db,
      sql`SELECT id, description FROM listings ORDER BY id LIMIT ${WRITES_PER_ROUND * 2}`,
    );
    const totals = new Map<string, Record<Op, number>>();
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const [name, statements] of Object.entries(VARIANTS)) {
        for (const statement of statements) await handle.db.execute(sql.raw(statement));
        const result = await round(handle.db, samples);
        // The first round warms caches and plans; it is not counted.
        if (r === 0) continue;
        const sum = totals.get(name) ?? { insert: 0, update: 0, delete: 0, batch: 0 };
        totals.set(name, {
          insert: sum.insert + result.insert,
          update: sum.update + result.update,
          delete: sum.delete + result.delete,
          batch: sum.batch + result.batch,
        });
      }
    }
    const none = totals.get('none')!;
    console.log(
      `  triggers              insert ms (×none)   update ms (×none)   delete ms (×none)   ${BATCH} in+out ms (×none)`,
    );
    for (const [name, sum] of totals) {
      const cell = (op: Op) => {
        const ms = sum[op] / (ROUNDS - 1);
        return `${ms.toFixed(2).padStart(8)} (${(sum[op] / none[op]).toFixed(2)}×)`.padEnd(20);
      };
      console.log(`  ${name.padEnd(22)}${cell('insert')}${cell('update')}${cell('delete')}${cell('batch')}`);
    }
    const words = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM search_words`);
    console.log(`  vocabulary: ${words[0]!.n} words`);
  } finally {
    await handle.close();
    stop();
  }
}

for (const kind of DATABASES) await runOn(kind);
