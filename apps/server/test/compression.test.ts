import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/plugins/compression.ts';
import { signedUpUser, type Caller } from './http.ts';
import { insertListings } from './listing-rows.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let owner: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signedUpUser(ctx);
  await insertListings(
    ctx.handle.db,
    owner.user!.id,
    Array.from({ length: 30 }, (_, i) => ({ name: `Airy two bedroom flat number ${i} near the shops` })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, acceptEncoding?: string, caller?: Caller) => {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return caller ? caller.request({ method: 'GET', url, headers }) : ctx.app.inject({ method: 'GET', url, headers });
};

describe('compressed JSON answers', () => {
  it('sends a page of search results with brotli or gzip, holding the same JSON, far smaller', async () => {
    const plain = await get('/api/listing/search?limit=24');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);

    const br = await get('/api/listing/search?limit=24', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get('/api/listing/search?limit=24', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a cached answer to the same bytes on every request', async () => {
    const first = await get('/api/listing/map?bbox=33.9,-4.7,41.9,5.0&zoom=7', 'br');
    const second = await get('/api/listing/map?bbox=33.9,-4.7,41.9,5.0&zoom=7', 'br');
    expect(first.statusCode).toBe(200);
    if (first.rawPayload.length >= 1024) expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('compresses a signed-in caller’s results too, with their saved flags', async () => {
    const res = await get('/api/listing/search?limit=24', 'br', owner);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.listings[0]).toHaveProperty('saved', false);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });

  it('sends identity when the client refuses every encoding we have', async () => {
    const res = await get('/api/listing/search?limit=24', 'br;q=0, gzip;q=0, deflate');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().listings).toHaveLength(24);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['gzip;q=0', null],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
