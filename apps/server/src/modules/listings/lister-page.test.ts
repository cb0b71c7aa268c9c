import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTER_POSTS_SHOWN, listerPageResponseSchema } from '@nyumba/domain';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let lister: Caller;
let other: Caller;
const mine: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  lister = await establishedUser(ctx);
  other = await establishedUser(ctx);
  for (let i = 0; i < 5; i += 1) mine.push((await createListingAs(lister, { name: `Lister flat ${i}` })).id);
  await createListingAs(other, { name: 'Someone else’s flat' });
  for (let i = 0; i < LISTER_POSTS_SHOWN + 2; i += 1) {
    const res = await lister.request({
      method: 'POST',
      url: '/api/post/create',
      payload: { title: `Post ${i}`, content: `<p>About Ruaka, part ${i}.</p>` },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await ctx.close();
});

const page = (caller: Caller, id: string, query = '') =>
  caller.request({ method: 'GET', url: `/api/lister/${id}${query}` });

describe('a lister’s public page', () => {
  it('answers anyone with the lister, their listings only, newest first, and their newest posts', async () => {
    const res = await page(anonymous(ctx), lister.user!.id);
    expect(res.statusCode).toBe(200);
    const body = listerPageResponseSchema.parse(res.json());
    expect(body.lister).toMatchObject({
      id: lister.user!.id,
      name: lister.user!.username,
      listingCount: 5,
      emailVerified: true,
      postCount: LISTER_POSTS_SHOWN + 2,
    });
    expect(body.listings.map((l) => l.name)).toEqual([4, 3, 2, 1, 0].map((i) => `Lister flat ${i}`));
    expect(body.total).toBe(5);
    expect(body.posts.map((p) => p.title)).toEqual(
      Array.from({ length: LISTER_POSTS_SHOWN }, (_, i) => `Post ${LISTER_POSTS_SHOWN + 1 - i}`),
    );
    // Nothing private about them.
    expect(JSON.stringify(body)).not.toContain(lister.user!.email);
  });

  it('pages their listings with the cursor, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(
        anonymous(ctx),
        lister.user!.id,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      const body = listerPageResponseSchema.parse(res.json());
      seen.push(...body.listings.map((l) => l._id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...mine].reverse());
  });

  it('tells a signed-in viewer which of the listings they saved', async () => {
    expect(
      (await other.request({ method: 'POST', url: `/api/savedListing/listing/save/${mine[0]}` })).statusCode,
    ).toBeLessThan(300);
    const body = listerPageResponseSchema.parse((await page(other, lister.user!.id)).json());
    expect(body.listings.find((l) => l._id === mine[0])?.saved).toBe(true);
    expect(body.listings.filter((l) => l.saved)).toHaveLength(1);
  });

  it('answers 404 for an id with no user and 400 for anything that is not an id', async () => {
    const missing = await page(anonymous(ctx), '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Lister not found' });
    for (const bad of ['abc', '1', '%20', 'constructor', '__proto__', `${lister.user!.id}x`]) {
      const res = await page(anonymous(ctx), encodeURIComponent(bad));
      expect(res.statusCode, bad).toBe(400);
    }
    // Past the router's longest parameter no route matches: 404, or 414 where the router says why.
    expect([404, 414]).toContain((await page(anonymous(ctx), 'x'.repeat(300))).statusCode);
    for (const query of [
      '?limit=0',
      '?limit=abc',
      '?limit=-5',
      '?limit=2.5',
      `?cursor=${'z'.repeat(300)}`,
      '?startIndex=-1',
    ]) {
      expect((await page(anonymous(ctx), lister.user!.id, query)).statusCode, query).toBe(400);
    }
  });
});
