// Issue 27 (low): what an operator's deployment must not leak or keep stale.
// - /metrics without METRICS_TOKEN answers loopback and private addresses only (after
//   proxy trust), and a token is compared in constant time.
// - The service worker and the offline page are never cached for long, compressed or not.
// - No secret in a URL reaches the logs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import { redactUrl } from '../src/lib/redact-url.ts';
import { METRICS_PRIVATE_ONLY } from '../src/plugins/observability.ts';
import { staticCacheControl } from '../src/plugins/web-app.ts';
import { createShellApp, type ShellApp } from './shell-app.ts';

let shell: ShellApp;
beforeAll(async () => {
  shell = await createShellApp({ TRUST_PROXY: '10.0.0.5' });
}, 60_000);
afterAll(async () => {
  await shell.close();
});

describe('/metrics without a token', () => {
  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    shell.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers loopback and private addresses, and refuses every public one', async () => {
    for (const peer of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.9',
      '192.168.1.20',
      '::ffff:192.168.1.2',
      'fd00::7',
    ]) {
      expect((await scrape(peer)).statusCode, peer).toBe(200);
    }
    for (const peer of ['203.0.113.5', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8']) {
      const res = await scrape(peer);
      expect(res.statusCode, peer).toBe(403);
      expect(res.json().message).toBe(METRICS_PRIVATE_ONLY);
    }
  });

  it('judges the client the trusted proxy reports, never one a client wrote', async () => {
    // Through our proxy: the client it saw is public.
    expect((await scrape('10.0.0.5', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape('10.0.0.5', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(200);
    // A public client claiming to be private.
    expect((await scrape('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });
});

describe('the service worker and the offline page', () => {
  it('are sent with no-cache whichever copy is served, and hashed assets for a year', async () => {
    const dist = path.join(shell.app.web.distDir);
    for (const name of ['sw.js', 'offline.html']) {
      const body = name.endsWith('.js')
        ? 'self.addEventListener("fetch", () => {});'.repeat(40)
        : '<p>Offline</p>'.repeat(80);
      await writeFile(path.join(dist, name), body);
      await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(body));
      await writeFile(path.join(dist, `${name}.gz`), gzipSync(body));
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await shell.app.inject({
          method: 'GET',
          url: `/${name}`,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode, `${name} ${encoding}`).toBe(200);
        expect(res.headers['cache-control'], `${name} ${encoding}`).toBe('no-cache');
      }
    }
    expect(staticCacheControl('/dist/assets/index-abc.js.br')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/dist/sw.js.gz')).toBe('no-cache');
  });
});

describe('secrets in URLs stay out of the logs', () => {
  const token = fc.stringMatching(/^[\w-]{32,64}$/);

  it('redacts every secret-named parameter, and any token-like value or path segment', () => {
    fc.assert(
      fc.property(
        token,
        fc.constantFrom('token', 'code', 'state', 'key', 'api_key', 'secret', 'password', 'sig', 'reset_token'),
        fc.constantFrom('/api/alerts/unsubscribe', '/alerts/unsubscribe', '/api/auth/google/callback', '/x'),
        (secret, name, path) => {
          const shown = redactUrl(`${path}?alert=1a2b&${name}=${secret}&lang=sw`);
          expect(shown).not.toContain(secret);
          expect(shown).toContain('lang=sw');
          expect(redactUrl(`${path}/${secret}/more?x=${encodeURIComponent(secret)}`)).not.toContain(secret);
        },
      ),
    );
    // Ids and ordinary searches stay readable.
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(redactUrl(`/api/listing/get/${id}?q=2 bedroom&type=rentals`)).toBe(
      `/api/listing/get/${id}?q=2 bedroom&type=rentals`,
    );
  });

  it("is what Fastify's request log line is made of", () => {
    const serialize = loggerOptions(shell.ctx.config).serializers.req;
    const line = serialize({
      method: 'POST',
      url: '/api/alerts/unsubscribe?alert=9&token=abcdefghijklmnopqrstuvwxyz0123456789ABCD',
      ip: '10.0.0.1',
    });
    expect(line.url).toBe('/api/alerts/unsubscribe?alert=9&token=[redacted]');
  });
});
