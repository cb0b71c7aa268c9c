import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { signedUpUser, type Caller } from '../../../test/http.ts';
import { PUNCTUATION_WORDS, punctuationWord } from '../../../test/hostile-text.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { foldSearchWords, parseSearchTerm } from './search-terms.ts';

let ctx: TestContext;
let owner: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signedUpUser(ctx);
  await insertListings(ctx.handle.db, owner.user!.id, [
    { name: 'Modern apartment', areaName: 'Kilimani', description: 'Near the mall.' },
    { name: 'Garden bedsitter', areaName: 'Kilimani' },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.handle.db;
/** The vocabulary as a search reads it: pending word changes folded in first. */
async function vocabulary() {
  await foldSearchWords(db());
  const rows = await queryRows<{ word: string; frequency: number }>(
    db(),
    sql`SELECT word, frequency FROM search_words`,
  );
  return new Map(rows.map((row) => [row.word, Number(row.frequency)]));
}
/** How many listings hold each plain word, counted from the listings themselves. */
const truth = async () =>
  new Map(
    (
      await queryRows<{ word: string; n: number }>(
        db(),
        sql`SELECT w AS word, count(*)::int AS n FROM listings, unnest(tsvector_to_array(search_vector)) w
            WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$' AND w !~ '^[0-9]+$' GROUP BY w`,
      )
    ).map((row) => [row.word, Number(row.n)]),
  );
const search = (term: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/listing/search?searchTerm=${encodeURIComponent(term)}` });

describe('punctuation in listings and searches', () => {
  it('keeps only plain words in the vocabulary, and typo searches working, whatever listings say', async () => {
    const description = [
      'Spacious apartment, see http://x.co/apartmnt(x and https://example.co.ke/kilimanii?q=a&b=c#frag.',
      ...PUNCTUATION_WORDS,
    ].join(' ');
    const created = await owner.request({
      method: 'POST',
      url: '/api/listing/create',
      payload: {
        type: 'rentals',
        name: 'Flat (with) :* & | ! <-> \\ views',
        description,
        phone_number: '0712345678',
        price: 30000,
        bedrooms: '1-bedroom',
        image_urls: ['https://example.com/a.jpg'],
      },
    });
    // The create may refuse the foreign photo; the rows below go in directly either way.
    expect(created.statusCode).toBeLessThan(500);
    await insertListings(db(), owner.user!.id, [
      { name: 'Kilimani gem', description },
      ...PUNCTUATION_WORDS.map((word) => ({ name: `Odd ${word}`, description: `${word} ${word}(x ${word}:*` })),
    ]);
    const words = [...(await vocabulary()).keys()];
    expect(words.filter((word) => !/^[a-z0-9]+$/.test(word))).toEqual([]);
    // ('apartmnt' is now a word of some listing, 'kilimanii' of a URL's path: both find something.)
    for (const term of ['apartmnt', 'kilimanii', 'Kilimanii apartmnt', 'apartment', 'kilimani mall', 'kilimanni']) {
      const res = await search(term);
      expect(res.statusCode, term).toBe(200);
      expect(res.json().total, term).toBeGreaterThan(0);
    }
    expect((await search('kilimanni')).json().correctedTerm).toBe('kilimani');
  });

  it('answers every punctuation-heavy search, alone or mixed with words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(punctuationWord(), fc.constantFrom('apartmnt', 'kilimani', 'odd')), {
          minLength: 1,
          maxLength: 8,
        }),
        async (parts) => {
          const term = parts.join(' ').slice(0, 100);
          const res = await search(term);
          expect(res.statusCode, term).toBe(200);
        },
      ),
      { numRuns: 150, seed: 4 },
    );
    for (const word of PUNCTUATION_WORDS) expect((await search(word.slice(0, 100))).statusCode, word).toBe(200);
  });

  it('never builds a tsquery from anything but plain words, even if a bad word were in the vocabulary', async () => {
    // Rows an older version could have left: the search must not pass them on.
    await db().execute(
      sql`INSERT INTO search_words (word) VALUES ('/quixotry(x'), ('blorvex:*'), ('zyglo''b'), ('!!frumple')`,
    );
    for (const term of ['quixotryy', 'blorvexx', 'zygloob', 'frumplee']) {
      const parsed = await parseSearchTerm(db(), term);
      if (parsed.tsquery) expect(parsed.tsquery, term).toMatch(/^[a-z0-9]+(?::\*)?(?: & [a-z0-9]+(?::\*)?)*$/);
      expect((await search(term)).statusCode, term).toBe(200);
    }
    // The repair the migration ran drops them again, and restores every count.
    await db().execute(sql`SELECT search_words_rebuild()`);
    expect(await vocabulary()).toEqual(await truth());
  });
});

describe('the vocabulary follows the listings', () => {
  it('counts a word per listing and lets it go when no listing holds it any more', async () => {
    const [first, second] = await insertListings(db(), owner.user!.id, [
      { name: 'Zanzibarite cottage', description: 'quokkaland' },
      { name: 'Another zanzibarite', description: 'quiet' },
    ]);
    expect((await vocabulary()).get('zanzibarite')).toBe(2);
    expect((await search('zanzibarit')).json().total).toBe(2);
    await db().update(listings).set({ name: 'Plain cottage' }).where(eq(listings.id, first!));
    expect((await vocabulary()).get('zanzibarite')).toBe(1);
    expect((await vocabulary()).get('quokkaland')).toBe(1);
    await db().update(listings).set({ description: 'a home' }).where(eq(listings.id, first!));
    expect((await vocabulary()).has('quokkaland')).toBe(false);
    await db().delete(listings).where(eq(listings.id, second!));
    expect((await vocabulary()).has('zanzibarite')).toBe(false);
    // Gone from the vocabulary, a typo of it is no longer corrected to it.
    expect((await search('zanzibarit')).json()).toMatchObject({ total: 0, correctedTerm: null });
    // A save changes no words and no counts.
    await db().update(listings).set({ savedCount: 3 }).where(eq(listings.id, first!));
    expect(await vocabulary()).toEqual(await truth());
  });

  it('stays equal to a count of the listings through any mix of writes', async () => {
    const pool = ['nyumba', 'kilimani', 'lavington', 'borehole', 'apartment', 'http://x.co/a(b', 'x:*', '🏠'];
    const text = fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
    const write = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), name: text, description: text }),
      fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), description: text }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 12 }), async (writes) => {
        for (const step of writes) {
          const ids = (await db().select({ id: listings.id }).from(listings)).map((row) => row.id);
          if (step.kind === 'insert') {
            await insertListings(db(), owner.user!.id, [{ name: step.name, description: step.description }]);
          } else if (ids.length > 0) {
            const id = ids[step.pick % ids.length]!;
            if (step.kind === 'update')
              await db().update(listings).set({ description: step.description }).where(eq(listings.id, id));
            else await db().delete(listings).where(eq(listings.id, id));
          }
        }
        expect(await vocabulary()).toEqual(await truth());
      }),
      { numRuns: 15, seed: 5 },
    );
  });
});

describe('words as searched', () => {
  it('spells a prefix out as the few words in use that start with it, and keeps small numbers exact', async () => {
    await insertListings(db(), owner.user!.id, [{ name: 'Two apartments', areaName: 'Kileleshwa' }]);
    expect((await parseSearchTerm(db(), 'apartment')).tsquery).toBe('(apartment | apartments)');
    expect((await parseSearchTerm(db(), 'kileleshwa')).tsquery).toBe('kileleshwa');
    // A count typed beside words is that count, not every number starting with it.
    expect((await parseSearchTerm(db(), '2 apartment')).tsquery).toBe('2 & (apartment | apartments)');
    // Found all the same: the spelled-out words are the ones the prefix met.
    const found = await queryRows<{ name: string }>(
      db(),
      sql`SELECT name FROM listings WHERE search_vector @@ to_tsquery('simple', ${(await parseSearchTerm(db(), 'apart')).tsquery})
          ORDER BY name`,
    );
    expect(found.map((row) => row.name)).toContain('Two apartments');
    const prefixed = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM listings WHERE search_vector @@ to_tsquery('simple', 'apart:*')`,
    );
    expect(found).toHaveLength(prefixed[0]!.n);
  });
});
