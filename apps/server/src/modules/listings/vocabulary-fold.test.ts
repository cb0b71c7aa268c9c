import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// Two callers folding the vocabulary at once need two connections: PostgreSQL only (PGlite
// has one). Found chasing the freshness probe of `npm run bench -- scale`: an answer computed
// while a fold was running elsewhere was cached until the next listing write.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let ctx: TestContext;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp();
  const owner = await signedUpUser(ctx);
  await insertListings(ctx.handle.db, owner.user!.id, [{ name: 'Zqvorpblat cottage by the sea' }]);
});
afterAll(async () => {
  await ctx?.close();
});

async function found(word: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/search?searchTerm=${word}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}

describe.runIf(onPostgres)('a search while another caller folds the vocabulary', () => {
  it('finds a new word as soon as that fold commits, though it found nothing while it ran', async () => {
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another server's fold, running: it holds the fold's lock, then folds and commits.
    const otherFold = ctx.handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('nyumba.search_words_fold'))`);
      locked();
      await held;
      await tx.execute(sql`SELECT search_words_fold()`);
    });
    await isLocked;
    // This search does not wait for that fold: the word is not in the vocabulary it reads.
    expect(await found('zqvorpblat')).toBe(0);
    release();
    await otherFold;
    expect(await found('zqvorpblat')).toBe(1);
  });
});
