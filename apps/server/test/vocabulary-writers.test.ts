// Two edits that share words never wait for each other on the search vocabulary
// (drizzle/0013): each appends its word changes, and folding adds them up. Needs real
// concurrent connections, so it runs on PostgreSQL (npm run test:pg).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { foldSearchWords } from '../src/modules/listings/search-terms.ts';
import { signedUpUser } from './http.ts';
import { insertListings } from './listing-rows.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TestContext;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  if (ctx.handle.jobDatabase.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const client = new pg.Client({ connectionString: ctx.handle.jobDatabase.url });
  await client.connect();
  // Waiting at all is the failure: a writer that has to wait gives up at once.
  await client.query(`SET lock_timeout = '200ms'`);
  clients.push(client);
  return client;
}

const frequency = async (word: string) => {
  await foldSearchWords(ctx.handle.db);
  const rows = await queryRows<{ n: number }>(
    ctx.handle.db,
    sql`SELECT frequency AS n FROM search_words WHERE word = ${word}`,
  );
  return rows[0] ? Number(rows[0].n) : 0;
};

beforeAll(async () => {
  if (onPostgres) ctx = await createTestApp();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  await ctx?.close();
});

describe.runIf(onPostgres)('vocabulary writers', () => {
  it('ten open transactions adding and removing the same words wait for none of the others', async () => {
    const owner = await signedUpUser(ctx);
    const ids = await insertListings(
      ctx.handle.db,
      owner.user!.id,
      Array.from({ length: 10 }, (_, i) => ({ name: `Cottage ${i}`, description: 'quokkaland meadow' })),
    );
    expect(await frequency('quokkaland')).toBe(10);
    const writers = await Promise.all(ids.map(() => connect()));
    for (const [i, client] of writers.entries()) {
      await client.query('BEGIN');
      // Every edit adds one shared word and drops another: the rows all of them touch.
      await client.query(`UPDATE listings SET name = $1, description = 'zanzibarite meadow' WHERE id = $2`, [
        `Zanzibarite cottage ${i}`,
        ids[i],
      ]);
    }
    await Promise.all(writers.map((client) => client.query('COMMIT')));
    expect(await frequency('zanzibarite')).toBe(10);
    expect(await frequency('quokkaland')).toBe(0);
    expect(await frequency('meadow')).toBe(10);
  });

  it('a fold while another holds the fold lock returns at once, and the next fold catches up', async () => {
    const owner = await signedUpUser(ctx);
    await insertListings(ctx.handle.db, owner.user!.id, [{ name: 'Xylophonic villa', description: 'views' }]);
    const holder = await connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT pg_advisory_xact_lock(hashtext('nyumba.search_words_fold'))`);
    const other = await connect();
    await other.query('SELECT search_words_fold()');
    const pending = await other.query(`SELECT count(*)::int AS n FROM search_word_changes WHERE word = 'xylophonic'`);
    expect(pending.rows[0].n).toBe(1);
    await holder.query('COMMIT');
    expect(await frequency('xylophonic')).toBe(1);
  });
});
