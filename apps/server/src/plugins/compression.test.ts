import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../test/http.ts';
import { createListingAs } from '../../test/listing-fixtures.ts';
import { createShellApp, type ShellApp } from '../../test/shell-app.ts';

// JSON answers are covered in test/compression.test.ts; this is the HTML side.
let shell: ShellApp;
let listingId: string;
beforeAll(async () => {
  shell = await createShellApp();
  const owner = await signedUpUser(shell.ctx);
  const created = await createListingAs(owner, {
    description: 'A bright flat with borehole water, backup power and a balcony over the garden. '.repeat(12),
  });
  listingId = created.id;
});
afterAll(async () => {
  await shell.close();
});

describe('compressed page shells', () => {
  it('sends a listing page, which carries its listing, compressed to browsers that accept brotli', async () => {
    const url = `/listing/${listingId}`;
    const plain = await shell.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await shell.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
