import { mapResponseSchema } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../seed/random.ts';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings, type RowSpec } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { MAX_MAP_LISTINGS } from './map-service.ts';

let ctx: TestContext;
const KENYA = '33.9,-4.7,41.9,5.0';
const NAIROBI = '36.65,-1.45,37.05,-1.15';

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await signedUpUser(ctx);
  const random = seededRandom(7);
  // 2000 listings across Kenya, denser in Nairobi, plus a few without a location.
  const specs: RowSpec[] = Array.from({ length: 2000 }, (_, i) => {
    const inNairobi = i % 2 === 0;
    return {
      name: `Listing ${i} ${'with a fairly long and descriptive name '.repeat(2)}`,
      type: i % 10 === 0 ? 'bnbs' : 'rentals',
      price: 5000 + (i % 50) * 1000,
      lat: inNairobi ? -1.3 + random.next() * 0.1 : -4.5 + random.next() * 9,
      lng: inNairobi ? 36.75 + random.next() * 0.1 : 34.2 + random.next() * 7.5,
    };
  });
  specs.push({ name: 'Nowhere', lat: null, lng: null });
  await insertListings(ctx.handle.db, owner.user!.id, specs);
});
afterAll(async () => {
  await ctx.close();
});

async function map(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/map?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return { body: mapResponseSchema.parse(res.json()), bytes: res.rawPayload.length };
}

describe('GET /api/listing/map', () => {
  it.each([5, 7, 9, 11, 13])('answers clusters under 60 KB at zoom %i over all of Kenya', async (zoom) => {
    const { body, bytes } = await map(`bbox=${KENYA}&zoom=${zoom}`);
    expect(body.total).toBe(2000);
    expect(body.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(2000);
    expect(body.listings).toEqual([]);
    expect(bytes).toBeLessThan(60 * 1024);
    // Each cluster says where a click should zoom: deeper than now, never past street level.
    for (const cluster of body.clusters) {
      expect(cluster.zoom).toBeGreaterThan(zoom);
      expect(cluster.zoom).toBeLessThanOrEqual(18);
    }
  });

  it('zooms a cluster to where it splits: at its expansion zoom its listings are in more than one cell', async () => {
    const { body } = await map(`bbox=${NAIROBI}&zoom=9`);
    const biggest = [...body.clusters].sort((a, b) => b.count - a.count)[0]!;
    const half = 0.5;
    const around = [biggest.lng - half, biggest.lat - half, biggest.lng + half, biggest.lat + half].join(',');
    const deeper = await map(`bbox=${around}&zoom=${biggest.zoom}`);
    // Split into several clusters, or few enough to come one by one.
    expect(deeper.body.clusters.length > 1 || deeper.body.listings.length > 1).toBe(true);
  });

  it('answers individual listings with a small photo when few are in view', async () => {
    const { body, bytes } = await map('bbox=36.74,-1.31,36.76,-1.29&zoom=16');
    expect(body.total).toBeLessThanOrEqual(MAX_MAP_LISTINGS);
    expect(body.listings.length).toBe(body.total);
    expect(body.listings[0]).toMatchObject({ name: expect.any(String), price: expect.any(Number) });
    expect(body.listings.every((listing) => ['rentals', 'bnbs'].includes(listing.type))).toBe(true);
    expect(body.listings[0]!.image).toMatch(/-320\.webp$/);
    expect(bytes).toBeLessThan(60 * 1024);
  });

  it('applies the search filters', async () => {
    const all = (await map(`bbox=${NAIROBI}&zoom=12`)).body.total;
    const bnbs = (await map(`bbox=${NAIROBI}&zoom=12&type=bnbs`)).body.total;
    expect(bnbs).toBeGreaterThan(0);
    expect(bnbs).toBeLessThan(all);
    expect((await map(`bbox=${NAIROBI}&zoom=12&minPrice=1000000`)).body.total).toBe(0);
  });

  it.each([
    ['zoom=12', 'bbox'],
    [`bbox=${NAIROBI}`, 'zoom'],
    ['bbox=a,b,c,d&zoom=3', 'bbox'],
    [`bbox=${NAIROBI}&zoom=99`, 'zoom'],
    [`bbox=${NAIROBI}&zoom=5&minPrice=x`, 'minPrice'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/map?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });
});
