// An alert mails exactly what the search page (or the map, for a map alert) shows for the
// same filters among the listings that came after it: checked over many kinds of filters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { alertMatches } from '../../db/schema-alerts.ts';
import { signedUpUser, type Caller } from '../../../test/http.ts';
import { insertListings, type RowSpec } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { runDueAlerts } from './run.ts';

let ctx: TestContext;
let watcher: Caller;
let mapWatcher: Caller;
let owner: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  [watcher, mapWatcher, owner] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx), signedUpUser(ctx)]);
}, 60_000);
afterAll(() => ctx.close());

const POOL: RowSpec[] = [
  { name: 'Garden bedsitter', price: 9000, bedrooms: 'bedsitter', areaName: 'Kilimani', amenities: ['garden'] },
  { name: 'Modern apartment', price: 45000, areaName: 'Kilimani', amenities: ['wifi', 'cctv'], bathrooms: 2 },
  { name: 'Cosy apartment', price: 30000, bedrooms: '1-bedroom', areaName: 'Westlands', amenities: ['wifi'] },
  { name: 'Family home', price: 90000, bedrooms: 'more-than-3-bedrooms', areaName: 'Karen', bathrooms: 4 },
  { name: 'Beach bnb', type: 'bnbs', price: 6000, areaName: 'Nyali', lat: -4.03, lng: 39.72 },
  { name: 'Kilimani bnb', type: 'bnbs', price: 5000, areaName: 'Kilimani', amenities: ['wifi', 'cctv', 'garden'] },
  { name: 'Plot in Karen', type: 'for-sale', price: 25_000_000, bedrooms: null, areaName: 'Karen' },
  {
    name: 'Reliable plumber',
    type: 'technicians',
    price: 1500,
    bedrooms: null,
    areaName: 'Westlands',
    areasServed: ['Kilimani', 'Lavington'],
  },
  { name: 'No place flat', price: 20000, areaName: null, lat: null, lng: null },
  { name: 'Hidden garden flat', price: 20000, areaName: 'Kilimani', amenities: ['garden'] },
];

const FILTERS: Record<string, string>[] = [
  {},
  { type: 'rentals' },
  { type: 'bnbs', area: 'Kilimani' },
  { bedrooms: '2' },
  { bedrooms: '4+' },
  { bedrooms: 'bedsitter' },
  { minPrice: '20000', maxPrice: '50000' },
  { maxPrice: '10000' },
  { amenities: 'wifi,cctv' },
  { bathrooms: '2' },
  { area: 'Kilimani' },
  { area: 'Lavington' },
  { searchTerm: 'garden' },
  { searchTerm: 'apartmnt' },
  { searchTerm: 'plumbing' },
  { searchTerm: 'zzqqxx' },
  { searchTerm: 'kilimani', type: 'rentals', maxPrice: '10000' },
  { type: 'technicians', area: 'Kilimani' },
];

// Map views: around Kilimani, around Nyali, and one with nothing in it.
const BOXES = ['36.70,-1.35,36.90,-1.20', '39.60,-4.10,39.80,-3.95', '10,10,11,11'];

describe('alert matching', () => {
  it('mails, per alert, exactly the new listings its search or map view shows', async () => {
    const saved: { id: string; filters: Record<string, string> }[] = [];
    for (const filters of [...FILTERS, ...BOXES.map((bbox) => ({ bbox })), { bbox: BOXES[0]!, type: 'bnbs' }]) {
      // Twenty alerts each at most: the map's go to a second watcher.
      const who = 'bbox' in filters ? mapWatcher : watcher;
      const res = await who.request({ method: 'POST', url: '/api/alerts', payload: { filters, frequency: 'instant' } });
      expect(res.statusCode, JSON.stringify(filters)).toBe(201);
      saved.push({ id: res.json().alert.id, filters });
    }
    const createdAt = new Date(Date.now() + 5);
    const ids = await insertListings(
      ctx.handle.db,
      owner.user!.id,
      POOL.map((spec) => ({ ...spec, createdAt })),
    );
    const hidden = ids.at(-1)!;
    await ctx.handle.db.update(listings).set({ moderation: 'removed' }).where(eq(listings.id, hidden));
    const pool = new Set(ids);

    const done = await runDueAlerts(
      { db: ctx.handle.db, publicUrl: ctx.config.PUBLIC_URL, imageBaseUrl: '' },
      new Date(Date.now() + 60_000),
    );
    expect(done.checked).toBe(saved.length);

    const nameOf = new Map(POOL.map((spec, i) => [ids[i]!, spec.name]));
    const mismatches: string[] = [];
    let nonEmpty = 0;
    for (const alert of saved) {
      const { bbox, ...search } = alert.filters;
      const query = new URLSearchParams({ ...search, limit: '100' });
      const url = bbox ? `/api/listing/map?${query}&bbox=${bbox}&zoom=18` : `/api/listing/search?${query}`;
      const res = await watcher.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const shown = (res.json().listings as { _id: string }[]).map((l) => l._id).filter((id) => pool.has(id));
      const mailed = (await ctx.handle.db.select().from(alertMatches).where(eq(alertMatches.alertId, alert.id))).map(
        (row) => row.listingId,
      );
      const names = (list: string[]) => list.map((id) => nameOf.get(id)).sort();
      if (JSON.stringify(names(shown)) !== JSON.stringify(names(mailed)))
        mismatches.push(`${JSON.stringify(alert.filters)}: search ${names(shown)} / alert ${names(mailed)}`);
      if (mailed.length > 0) nonEmpty += 1;
      expect(mailed).not.toContain(hidden);
    }
    expect(mismatches).toEqual([]);
    // The filters were chosen so most alerts have something, and some have nothing.
    expect(nonEmpty).toBeGreaterThan(saved.length / 2);
    expect(nonEmpty).toBeLessThan(saved.length);
  });
});
