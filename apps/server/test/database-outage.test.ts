// The database goes away under a running server (a restart, a failover, a full pool):
// every route answers at once with a 503 to retry, or from what it already holds; never
// a 500, never a hang, and never a 4xx that blames the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/lib/db-errors.ts';
import { anonymous, signedUpUser } from './http.ts';
import { routesUnderTest } from './route-list.ts';
import { fillRoute, walkResources, type WalkResources } from './route-walk.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let resources: WalkResources;
beforeAll(async () => {
  ctx = await createTestApp();
  resources = await walkResources(await signedUpUser(ctx));
  await ctx.handle.close();
});
afterAll(async () => {
  await ctx.close().catch(() => undefined);
});

describe('with the database gone', () => {
  it('sign-in, sign-up and search answer 503 with Retry-After and a message to try again', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/auth/signin',
        payload: { email: 'a@example.com', password: 'x'.repeat(8) },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/signup',
        payload: { username: 'wanjiku', email: 'w@example.com', password: 'x'.repeat(8) },
      },
      { method: 'GET' as const, url: '/api/listing/search?searchTerm=kilimani' },
      { method: 'GET' as const, url: `/api/listing/get/${resources.listing}` },
    ];
    for (const call of calls) {
      const res = await anonymous(ctx).request(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json().message).toBe('Nyumba is briefly unavailable. Please try again in a minute.');
    }
  });

  it('no route, signed in or not, answers a 500', async () => {
    const failures: string[] = [];
    for (const route of routesUnderTest(ctx.app)) {
      const url = fillRoute(route, resources);
      for (const caller of [anonymous(ctx), resources.owner]) {
        const res = await caller.request({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode >= 500 && res.statusCode !== 503) failures.push(`${route.method} ${url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('liveness still answers, readiness says why not', async () => {
    expect((await anonymous(ctx).request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await anonymous(ctx).request({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
  });
});

describe('isDatabaseUnavailable', () => {
  const wrap = (inner: unknown) => Object.assign(new Error('Failed query: select 1'), { cause: inner });
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'admin shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['pool ended', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', new Error('PGlite is closed')],
    ['every address refused', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])],
  ])('%s, bare or wrapped by the query builder', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrap(error))).toBe(true);
  });

  it.each([
    ['unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['bad value', Object.assign(new Error('invalid input syntax'), { code: '22P02' })],
    ['syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrap(error))).toBe(false);
  });

  it('a cause that points back at itself ends the walk', () => {
    const loop: { message: string; cause?: unknown } = { message: 'loop' };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
