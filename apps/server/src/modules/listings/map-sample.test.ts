import { mapQuerySchema, mapResponseSchema } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { seededRandom } from '../../seed/random.ts';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings, type RowSpec } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { mapListings } from './map-service.ts';
import { roughly, type MapSampling } from './map-sample.ts';

// A filtered map view with many matches is counted from a sample of the table's pages
// (map-sample.ts). At a million listings the sample is 2 % of the table; here the table is
// small, so the test asks for a sample of a fifth of it.

let ctx: TestContext;
const NAIROBI = '36.6,-1.45,37.1,-1.15';
const SAMPLING: MapSampling = { rows: 1_000, minMatches: 150, exactBelow: 300 };
const LISTINGS = 5_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await signedUpUser(ctx);
  const random = seededRandom(5);
  const specs: RowSpec[] = Array.from({ length: LISTINGS }, (_, i) => ({
    name: `Sampled ${i}`,
    // Every other listing has two bedrooms under 40,000; one in fifty (two-bedroom) is in Mombasa.
    bedrooms: i % 2 === 0 ? '2-bedroom' : '3-bedroom',
    price: i % 2 === 0 ? 20_000 + Math.round(random.next() * 20_000) : 60_000,
    lat: i % 50 === 0 ? -4.05 : -1.4 + random.next() * 0.2,
    lng: i % 50 === 0 ? 39.66 : 36.7 + random.next() * 0.3,
  }));
  // In batches: one statement takes at most 65,535 parameters.
  for (let i = 0; i < specs.length; i += 1_000)
    await insertListings(ctx.handle.db, owner.user!.id, specs.slice(i, i + 1_000));
  // The table's size as the planner knows it: what the sample's share is taken from.
  await ctx.handle.db.execute(sql`ANALYZE listings`);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const view = (query: Record<string, string>) => mapQuerySchema.parse({ bbox: NAIROBI, zoom: '10', ...query });

async function exactCount(where: string) {
  const [row] = await queryRows<{ n: number }>(
    ctx.handle.db,
    sql.raw(`SELECT count(*)::int AS n FROM listings WHERE lat >= -1.45 AND lat < -1.15 AND ${where}`),
  );
  return row!.n;
}

describe('a filtered map view with many matches', () => {
  it('is estimated from a sample: near the true count, said as about, in two significant figures', async () => {
    const exact = await exactCount(`bedrooms = '2-bedroom' AND price <= 40000`);
    const answer = await mapListings(ctx.handle.db, view({ bedrooms: '2-bedroom', maxPrice: '40000' }), SAMPLING);
    expect(mapResponseSchema.parse(answer).approximate).toBe(true);
    expect(answer.listings).toEqual([]);
    expect(Math.abs(answer.total - exact) / exact).toBeLessThan(0.3);
    expect(answer.total).toBe(roughly(answer.total));
    for (const cluster of answer.clusters) expect(cluster.count).toBe(roughly(cluster.count));
    expect(answer.clusters.length).toBeGreaterThan(1);
  });

  it('gives the same answer every time (the same pages are sampled), so clusters do not jump', async () => {
    const query = view({ maxPrice: '40000' });
    const first = await mapListings(ctx.handle.db, query, SAMPLING);
    const again = await mapListings(ctx.handle.db, query, SAMPLING);
    expect(first.approximate).toBe(true);
    expect(again).toEqual(first);
  });

  it('is counted exactly when the matches are few, and on a table the size of the sample', async () => {
    // 100 listings in Mombasa, all two-bedroom: the planner calls the view narrow.
    const mombasa = mapQuerySchema.parse({ bbox: '39.5,-4.2,39.8,-3.9', zoom: '10', bedrooms: '2-bedroom' });
    const few = await mapListings(ctx.handle.db, mombasa, SAMPLING);
    expect(few.approximate).toBeUndefined();
    expect(few.total).toBe(100);
    // The default sample (20,000 rows) is most of this table: nothing to gain, counted exactly.
    const whole = await mapListings(ctx.handle.db, view({ bedrooms: '2-bedroom', maxPrice: '40000' }));
    expect(whole.approximate).toBeUndefined();
    expect(whole.total).toBe(await exactCount(`bedrooms = '2-bedroom' AND price <= 40000`));
    expect(whole.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(whole.total);
  });
});

describe('roughly', () => {
  it('keeps two significant figures', () => {
    expect([0.4, 7.4, 99.5, 1_349, 34_091, 484_961].map(roughly)).toEqual([1, 7, 100, 1_300, 34_000, 480_000]);
  });
});
