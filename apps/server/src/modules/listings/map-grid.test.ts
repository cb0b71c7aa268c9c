import { mapResponseSchema } from '@nyumba/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { seededRandom } from '../../seed/random.ts';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings, type RowSpec } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { listingIsPublic } from '../moderation/visibility.ts';
import { cellDegrees, cellRange, GRID_LEVELS, snapToCells } from './map-grid.ts';

// The map's grid (drizzle/0036) is kept by triggers. These tests hold it to the listings it
// stands for, through every kind of write that moves a listing on or off the public map.

let ctx: TestContext;
let ids: string[];
const KENYA = '33.9,-4.7,41.9,5.0';
const NAIROBI = '36.6,-1.45,37.1,-1.15';

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await signedUpUser(ctx);
  const random = seededRandom(11);
  const types = ['rentals', 'for-sale', 'bnbs', 'technicians', 'movers'];
  const specs: RowSpec[] = Array.from({ length: 600 }, (_, i) => ({
    name: `Grid listing ${i}`,
    type: types[i % types.length],
    lat: i % 3 === 0 ? -4.5 + random.next() * 9 : -1.35 + random.next() * 0.15,
    lng: i % 3 === 0 ? 34.2 + random.next() * 7.5 : 36.7 + random.next() * 0.2,
  }));
  ids = await insertListings(ctx.handle.db, owner.user!.id, specs);
});
afterAll(async () => {
  await ctx.close();
});

/** The grid as the triggers keep it, and as it would be counted afresh from the listings. */
async function gridAgainstListings() {
  const kept = await queryRows<{ key: string; listings: number; lat: number; lng: number }>(
    ctx.handle.db,
    sql`SELECT level || '/' || cx || '/' || cy || '/' || type AS key, listings,
          round((sum_lat / listings)::numeric, 6)::float8 AS lat, round((sum_lng / listings)::numeric, 6)::float8 AS lng
        FROM map_cells WHERE listings <> 0 ORDER BY key`,
  );
  const counted = await queryRows<{ key: string; listings: number; lat: number; lng: number }>(
    ctx.handle.db,
    sql`SELECT g.level || '/' || floor(lng / (90 / power(2::float8, g.level))) || '/' ||
               floor(lat / (90 / power(2::float8, g.level))) || '/' || type AS key,
          count(*)::int AS listings, round(avg(lat)::numeric, 6)::float8 AS lat, round(avg(lng)::numeric, 6)::float8 AS lng
        FROM listings, unnest(${`{${GRID_LEVELS.join(',')}}`}::int[]) AS g(level)
        WHERE ${listingIsPublic} AND lat IS NOT NULL AND lng IS NOT NULL
        GROUP BY 1 ORDER BY key`,
  );
  return { kept, counted };
}

async function map(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/map?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return mapResponseSchema.parse(res.json());
}

describe('the map grid', () => {
  it('holds the public listings after inserts, moves, type changes, hiding, letting, staleness, unproven numbers and deletes', async () => {
    expect((await gridAgainstListings()).kept.length).toBeGreaterThan(0);
    const db = ctx.handle.db;
    // One statement moving listings both ways across cells, as a bulk edit would.
    await db
      .update(listings)
      .set({ lat: sql`-${listings.lat} - 2.6`, lng: sql`${listings.lng} + 0.37` })
      .where(inArray(listings.id, ids.slice(0, 40)));
    await db
      .update(listings)
      .set({ type: 'for-sale' })
      .where(inArray(listings.id, ids.slice(40, 60)));
    await db
      .update(listings)
      .set({ moderation: 'hidden' })
      .where(inArray(listings.id, ids.slice(60, 80)));
    await db
      .update(listings)
      .set({ availability: 'let' })
      .where(inArray(listings.id, ids.slice(80, 90)));
    await db
      .update(listings)
      .set({ staleAt: new Date() })
      .where(inArray(listings.id, ids.slice(90, 100)));
    await db
      .update(listings)
      .set({ phoneProof: 'pending' })
      .where(inArray(listings.id, ids.slice(100, 110)));
    await db
      .update(listings)
      .set({ lat: null, lng: null })
      .where(inArray(listings.id, ids.slice(110, 120)));
    await db.delete(listings).where(inArray(listings.id, ids.slice(120, 140)));
    // Back on the map: shown again, available again.
    await db
      .update(listings)
      .set({ moderation: 'visible' })
      .where(inArray(listings.id, ids.slice(60, 70)));
    await db.update(listings).set({ availability: 'available' }).where(eq(listings.id, ids[80]!));
    const { kept, counted } = await gridAgainstListings();
    expect(kept).toEqual(counted);
  });

  it('touches no cell when an edit leaves the pin, the type and the public state as they were', async () => {
    // A row's xmin is the transaction that last wrote it: unchanged rows keep theirs.
    const cells = () =>
      queryRows(
        ctx.handle.db,
        sql`SELECT level, cx, cy, type, xmin::text AS written FROM map_cells ORDER BY 1, 2, 3, 4`,
      );
    const before = await cells();
    await ctx.handle.db
      .update(listings)
      .set({ name: sql`${listings.name} || ' (edited)'` })
      .where(inArray(listings.id, ids.slice(200, 260)));
    expect(await cells()).toEqual(before);
  });

  it.each([5, 6, 8, 10, 11, 12, 13])(
    'answers zoom %i over Kenya and Nairobi with the clusters counted from the listings themselves',
    async (zoom) => {
      for (const bbox of [KENYA, NAIROBI]) {
        for (const type of ['', '&type=bnbs']) {
          const fromGrid = await map(`bbox=${bbox}&zoom=${zoom}${type}`);
          // Any other filter is counted from the listings: a price every listing meets.
          const fromListings = await map(`bbox=${bbox}&zoom=${zoom}${type}&minPrice=0`);
          expect(fromGrid.total).toBe(fromListings.total);
          const cells = (body: typeof fromGrid) =>
            body.clusters
              .map((c) => `${c.count}@${c.lat.toFixed(4)},${c.lng.toFixed(4)}`)
              .sort()
              .join(' ');
          expect(cells(fromGrid)).toBe(cells(fromListings));
          expect(fromGrid.listings.length).toBe(fromListings.listings.length);
        }
      }
    },
  );

  it('snaps a view outward to whole cells, and a snapped view to itself', () => {
    const view = { bbox: { west: 36.71, south: -1.31, east: 36.83, north: -1.24 }, zoom: 10 };
    const snapped = snapToCells(view);
    expect(snapped.bbox.west).toBeLessThanOrEqual(36.71);
    expect(snapped.bbox.east).toBeGreaterThanOrEqual(36.83);
    expect(snapToCells(snapped)).toEqual(snapped);
    expect(cellRange(snapped.bbox, 10)).toEqual(cellRange(view.bbox, 10));
  });

  it('gives the same answer to views panned by less than a cell', async () => {
    const cell = cellDegrees(10);
    const view = (shift: number) =>
      [418.2, -15.8, 421.5, -12.7].map((edge) => ((edge + shift) * cell).toFixed(6)).join(',');
    const a = await map(`bbox=${view(0)}&zoom=10`);
    expect(a.total).toBeGreaterThan(150);
    expect(await map(`bbox=${view(0.25)}&zoom=10`)).toEqual(a);
    // A whole cell further is another answer.
    expect(await map(`bbox=${view(1)}&zoom=10`)).not.toEqual(a);
  });
});
