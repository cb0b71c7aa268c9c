import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings, type RowSpec } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { SIMILAR_LIMIT } from './similar-service.ts';

// Similar listings are the nearest six alike (type, 0.6–1.6 × the price) within half a
// degree, looked for in growing boxes (similar-service.ts): these place listings where a box
// that stopped at its first six would give the wrong ones.
let ctx: TestContext;
const names = new Map<string, string>();
let subject: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await signedUpUser(ctx);
  const at = (name: string, dLat: number, dLng: number, extra: Partial<RowSpec> = {}): RowSpec => ({
    name,
    lat: -1.29 + dLat,
    lng: 36.79 + dLng,
    price: 20_000,
    ...extra,
  });
  const specs: RowSpec[] = [
    at('Subject', 0, 0),
    // Six inside the first box (0.02°) but in its corners, 0.0255° away...
    ...[1, -1].flatMap((sy) => [1, -1].map((sx) => at(`Corner ${sy},${sx}`, 0.018 * sy, 0.018 * sx))),
    at('Corner 5', 0.018, 0.0185),
    at('Corner 6', -0.0185, 0.018),
    // ...and two just outside it, nearer than those: 0.021° and 0.022°.
    at('North, outside the first box', 0.021, 0),
    at('East, outside the first box', 0, 0.022),
    // Far, or not alike: never among the six.
    at('Far', 0.4, 0.4),
    at('Too dear', 0.001, 0, { price: 90_000 }),
    at('A mover', 0.001, 0.001, { type: 'movers', bedrooms: null }),
  ];
  const ids = await insertListings(ctx.handle.db, owner.user!.id, specs);
  ids.forEach((id, i) => names.set(id, specs[i]!.name));
  subject = ids[0]!;
});
afterAll(async () => {
  await ctx.close();
});

async function similar(id: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/similar/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().listings as { id: string }[]).map((listing) => names.get(listing.id)!);
}

describe('GET /api/listing/similar/:id', () => {
  it('answers the nearest six alike, though two of them lie past the first box and four in it do not make it', async () => {
    const found = await similar(subject);
    expect(found).toHaveLength(SIMILAR_LIMIT);
    expect(found.slice(0, 2)).toEqual(['North, outside the first box', 'East, outside the first box']);
    // Then the four corners at 0.02546°, not the two at 0.02581°.
    expect(found.slice(2).sort()).toEqual(['Corner -1,-1', 'Corner -1,1', 'Corner 1,-1', 'Corner 1,1']);
  });

  it('answers only what is alike: none for a listing with no other of its type and price band', async () => {
    for (const alone of ['Too dear', 'A mover']) {
      const id = [...names].find(([, name]) => name === alone)![0];
      expect(await similar(id), alone).toEqual([]);
    }
  });
});
