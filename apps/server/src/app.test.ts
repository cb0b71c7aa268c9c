import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the API shell', () => {
  it('answers health with the database it runs on', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ok', database: ctx.handle.kind });
  });

  it('answers unknown API routes with JSON 404, even when the client wants HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: 'No route for GET /api/nothing-here' });
  });

  it('answers a validation failure with 400 and the field that failed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/images/..%2F..%2Fetc%2Fpasswd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'name: Not an image name',
      errors: { name: 'Not an image name' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves public configuration without secrets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ googleSignIn: false, contactEmail: ctx.config.CONTACT_EMAIL });
    expect(res.body).not.toContain('SECRET');
  });
});

describe('serving the web app', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'nyumba-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Nyumba</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), 'brotli bytes');
    app = await buildApp(
      { config: ctx.config, db: ctx.handle.db, dbKind: ctx.handle.kind, store: ctx.store },
      { webDistDir: dist },
    );
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers client-side routes with the app shell, uncached', async () => {
    const res = await app.inject({ method: 'GET', url: '/search?type=rentals', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a path that is no screen of the app with the shell and a 404 status', async () => {
    for (const url of ['/no-such-page', '/listing', '/blog/abc/comments']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
    const alias = await app.inject({ method: 'GET', url: '/Profile', headers: { accept: 'text/html' } });
    expect(alias.statusCode).toBe(200);
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed file to browsers that accept it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli bytes');
  });

  it('does not answer a missing asset with the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
