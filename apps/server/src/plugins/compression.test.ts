import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../test/http.ts';
import { createListingAs } from '../../test/listing-fixtures.ts';
import { createShellApp, type ShellApp } from '../../test/shell-app.ts';
import { pickEncoding } from './compression.ts';

let shell: ShellApp;
beforeAll(async () => {
  shell = await createShellApp();
  const owner = await signedUpUser(shell.ctx);
  for (let i = 0; i < 3; i += 1) await createListingAs(owner);
});
afterAll(async () => {
  await shell.close();
});

describe('choosing an encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  const bigUrl = '/api/listing/search?limit=50';

  it('sends JSON with brotli or gzip to clients that ask, and the same bytes once decoded', async () => {
    const plain = await shell.app.inject({ method: 'GET', url: bigUrl });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await shell.app.inject({ method: 'GET', url: bigUrl, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await shell.app.inject({ method: 'GET', url: bigUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses the page shell too', async () => {
    const res = await shell.app.inject({ method: 'GET', url: '/search', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    // The test shell is tiny; what matters is that HTML is not refused as a type.
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves small answers alone', async () => {
    const res = await shell.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });
});
