// What an operator of several servers reads: a request id on every answer (the proxy's,
// when a trusted proxy sent one), Prometheus metrics, and liveness apart from readiness.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedMigrations } from '../src/db/migrate.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '10.0.0.5', METRICS_TOKEN: 'metrics-secret' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('request ids', () => {
  it('puts a fresh X-Request-Id on every kind of answer', async () => {
    const answers = await Promise.all(
      ['/api/health', '/api/listing/search?limit=junk', '/api/listing/nope', '/images/x.webp', '/api/auth/me'].map(
        (url) => get(url),
      ),
    );
    const ids = answers.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a trusted proxy's id, and replaces one sent by anyone else or shaped to split a log line", async () => {
    expect((await get('/api/health', { 'x-request-id': 'edge-abc.123' }, '10.0.0.5')).headers['x-request-id']).toBe(
      'edge-abc.123',
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (chosen) => {
        const direct = await get('/api/health', { 'x-request-id': 'client-chosen' }, '203.0.113.5');
        expect(direct.headers['x-request-id']).not.toBe('client-chosen');
        const junk = `${chosen}\n{"level":60}`;
        const viaProxy = await ctx.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: '10.0.0.5',
          headers: { 'x-request-id': encodeURIComponent(junk) + ' space' },
        });
        expect(viaProxy.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }),
      { numRuns: 15 },
    );
  });
});

describe('/metrics', () => {
  it('asks for the token when one is set', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('counts routes by status code, with latencies, in Prometheus text', async () => {
    await get('/api/listing/search?limit=junk');
    await get('/api/health');
    const res = await get('/metrics', { authorization: 'Bearer metrics-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/listing\/search"[^}]*status_code="400"/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"[^}]*status_code="200"/);
    expect(text).toContain('process_cpu_seconds_total');
    // Requests that match no route are counted too, by method and status, never by path.
    for (const path of ['/wp-login.php', '/api/nope', '/.env', `/${'x'.repeat(500)}`]) await get(path);
    const after = (await get('/metrics', { authorization: 'Bearer metrics-secret' })).body;
    expect(after).toMatch(/nyumba_unmatched_requests_total\{method="GET",status_code="404"\} ([4-9]|\d{2,})/);
    expect(after).not.toContain('wp-login');
    expect(after).not.toContain('xxxxxxxxxx');
    expect(text).toContain('# TYPE nyumba_job_queue_depth gauge');
    expect(text).toContain('# TYPE nyumba_db_pool_connections gauge');
  });
});

describe('health', () => {
  it('answers liveness without the database, and /api/health as before', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ success: true, status: 'live' });
    expect((await get('/api/health')).json()).toMatchObject({ success: true, status: 'ok' });
  });

  it('is ready with every migration applied, and says which one is missing otherwise', async () => {
    const tags = await expectedMigrations();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      status: 'ready',
      database: ctx.handle.kind,
      migrations: tags.length,
    });
    const last = tags.at(-1)!;
    const [row] = (
      (await ctx.handle.db.execute(
        sql`DELETE FROM schema_migrations WHERE tag = ${last} RETURNING tag, hash`,
      )) as unknown as {
        rows: { tag: string; hash: string }[];
      }
    ).rows;
    try {
      const notReady = await get('/api/health/ready');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ success: false, message: `Not ready: migrations not applied: ${last}` });
    } finally {
      await ctx.handle.db.execute(sql`INSERT INTO schema_migrations (tag, hash) VALUES (${row!.tag}, ${row!.hash})`);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});
