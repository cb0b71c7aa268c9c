import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app-types.ts';
import { anonymous, signedUpUser, type Caller } from './http.ts';
import { createListingAs } from './listing-fixtures.ts';
import { contractDrift, routesUnderTest } from './route-list.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Property: whatever a client sends to any route, signed in or not, the answer is
 * never a 5xx and the server keeps serving. Bodies use our real field names with
 * values of every type, so they get past the first checks often enough to reach
 * the rules behind them.
 */

const FIELDS = [
  'email',
  'password',
  'username',
  'avatar',
  'credential',
  'name',
  'description',
  'phone_number',
  'phoneNumber',
  'price',
  'type',
  'bedrooms',
  'furnished',
  'parking',
  'image_urls',
  'imageUrls',
  'image_url',
  'location',
  'areaName',
  'userRef',
  'title',
  'content',
  'image',
  '_id',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = [
  'searchTerm',
  'type',
  'bedrooms',
  'minPrice',
  'maxPrice',
  'limit',
  'cursor',
  'startIndex',
  'sort',
  'bbox',
  'zoom',
  'email',
  'next',
];

const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    '-1',
    '1e309',
    'NaN',
    '0,0',
    '-1.29,36.8',
    'rentals',
    '2-bedroom',
    'Any',
    '<script>',
    "'; DROP TABLE listings;--",
    '\u0000',
    'a'.repeat(5000),
  ),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 12 }), fc.dictionary(fc.string(), scalar, { maxKeys: 4 }));
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 10 }), fc.jsonValue());
const param = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('..%2F..', '%00', 'null', '0', '-1', 'a'.repeat(190)),
);
const query = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS),
  fc.oneof(fc.string({ maxLength: 120 }), fc.integer().map(String)),
  { maxKeys: 6 },
);

let ctx: TestContext;
let callers: [string, Caller][];
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await signedUpUser(ctx);
  await createListingAs(user);
  callers = [
    ['anonymous', anonymous(ctx)],
    ['signed in', user],
  ];
});
afterAll(async () => {
  await ctx.close();
});

// Every contract, so every endpoint; and no live API route escapes the list.
function routes(): RouteEntry[] {
  expect(contractDrift(ctx.app)).toEqual([]);
  return routesUnderTest(ctx.app);
}

describe('fuzzing every route', () => {
  it('never answers 5xx to anything', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      for (const [who, caller] of callers) {
        await fc
          .assert(
            fc.asyncProperty(param, query, body, async (p, q, b) => {
              const url = `${route.url.replace(/:\w+/g, () => encodeURIComponent(p))}?${new URLSearchParams(q)}`;
              const withBody = route.method !== 'GET' && route.method !== 'DELETE';
              const res = await caller.request({
                method: route.method as 'POST',
                url,
                ...(withBody ? { payload: JSON.stringify(b), headers: { 'content-type': 'application/json' } } : {}),
              });
              // The one deliberate 5xx: Google routes say 503 until Google is configured (issue #3).
              const documented = res.statusCode === 503 && res.body.includes('Google sign-in is not configured');
              if (res.statusCode >= 500 && !documented)
                failures.push(
                  `${who} ${route.method} ${url} ${JSON.stringify(b).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
                );
              return res.statusCode < 500 || documented;
            }),
            { numRuns: 12, seed: 20261121 },
          )
          .catch(() => undefined);
      }
    }
    expect(failures).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 300_000);

  it('answers 4xx when the database refuses a value (a NUL byte in a looked-up e-mail)', async () => {
    const res = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'a\u0000b@example.com', password: 'whatever1' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses malformed JSON, wrong content types and oversized bodies with 4xx', async () => {
    const [, user] = callers[1]!;
    const cases = [
      { payload: '{"title":', headers: { 'content-type': 'application/json' } },
      { payload: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: 'plain', headers: { 'content-type': 'text/plain' } },
      {
        payload: JSON.stringify({ title: 'x', content: 'y'.repeat(600 * 1024) }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const extra of cases) {
      const res = await user.request({ method: 'POST', url: '/api/listing/create', ...extra });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
