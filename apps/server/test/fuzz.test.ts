import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app-types.ts';
import { PROTOTYPE_KEYS, patternText, punctuationWord } from './hostile-text.ts';
import { anonymous, signedUpUser, type Caller } from './http.ts';
import { createListingAs } from './listing-fixtures.ts';
import { contractDrift, routesUnderTest } from './route-list.ts';
import { createShellApp, type ShellApp } from './shell-app.ts';
import type { TestContext } from './test-app.ts';

/**
 * Property: whatever a client sends to any route, signed in or not, the answer is
 * never a 5xx, is not much larger than what was sent plus a page, and the server
 * keeps serving. Bodies use our real field names with values of every type, so they
 * get past the first checks often enough to reach the rules behind them. Besides
 * random text, values come from the classes of input that broke the server before:
 * replacement patterns (`$&`, `` $` ``), inherited names (`__proto__`, `valueOf`),
 * tsquery syntax (`a(b`, `x:*`), and long runs that make a backtracking regex retry.
 * The app serves a built web app (a stand-in), so the page routes are fuzzed too.
 */

// Long enough to show a quadratic pattern (a second or more per request at 5,000
// characters, hundreds over the run), short enough to keep the run quick.
const hostileRun = fc
  .tuple(
    fc.constantFrom(' ', '\t', '\u0000', 'a', '1', '1,', '.', 'a.', '<', '&', '$`', '/', '=', ':', '(', 'ql-'),
    fc.integer({ min: 1, max: 5000 }),
  )
  .map(([run, n]) => `${run.repeat(n)}!`);
const hostileText = fc.oneof(patternText(12), fc.constantFrom(...PROTOTYPE_KEYS), punctuationWord(), hostileRun);

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
  ...PROTOTYPE_KEYS,
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
  'q',
  'error',
  ...PROTOTYPE_KEYS,
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
  hostileText,
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 12 }), fc.dictionary(fc.string(), scalar, { maxKeys: 4 }));
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 10 }), fc.jsonValue());
const param = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('..%2F..', '%00', 'null', '0', '-1', 'a'.repeat(190)),
  fc.constantFrom(...PROTOTYPE_KEYS),
  patternText(8).map((text) => text.slice(0, 190)),
);
const query = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS),
  fc.oneof(fc.string({ maxLength: 120 }), fc.integer().map(String), hostileText),
  { maxKeys: 6 },
);

// An answer is at most what it holds plus a few escaped copies of what was asked for: a
// page, the app shell (a few KB here); JSON, up to a page of the posts the run wrote. The
// server's own documents (the OpenAPI description as JSON or YAML, and /metrics, whose
// series are per route and status, never per path or value) grow with the API and the
// traffic so far, not with the request: they get their own, larger, bound (the YAML was
// 678 KB once issue 32 added reviews' eight endpoints and a service's facts to every listing,
// 821 KB once issue 40 added payments' ten and a stay's money to every stay, 1,024 KB once
// tenancies' eighteen and the privacy centre's ten were in).
const SERVER_DOCUMENT_BYTES = 1_500_000;
const SERVER_DOCUMENT = /^\/(?:api\/(?:openapi\.json|docs\/(?:yaml|json))|metrics)(?:\?|$)/;
const tooLarge = (res: { rawPayload: Buffer; headers: Record<string, unknown> }, sent: number, url = '') =>
  res.rawPayload.length >
  (String(res.headers['content-type']).startsWith('text/html')
    ? 20_000
    : SERVER_DOCUMENT.test(url)
      ? SERVER_DOCUMENT_BYTES
      : 200_000) +
    10 * sent;
const SERVER_ENTRY = `export async function renderPage({ url }) {
  return { html: '<main>' + encodeURIComponent(url) + '</main>', hydration: { url } };
}`;

let shell: ShellApp;
let ctx: TestContext;
let callers: [string, Caller][];
beforeAll(async () => {
  shell = await createShellApp({}, { serverEntry: SERVER_ENTRY });
  ctx = { ...shell.ctx, app: shell.app };
  const user = await signedUpUser(ctx);
  await createListingAs(user);
  callers = [
    ['anonymous', anonymous(ctx)],
    ['signed in', user],
  ];
});
afterAll(async () => {
  await shell.close();
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
            fc.asyncProperty(param, query, body, fc.boolean(), async (p, q, b, wantsHtml) => {
              const url = `${route.url.replace(/:\w+/g, () => encodeURIComponent(p))}?${new URLSearchParams(q)}`;
              const withBody = route.method !== 'GET' && route.method !== 'DELETE';
              const payload = JSON.stringify(b);
              const res = await caller.request({
                method: route.method as 'POST',
                url,
                headers: {
                  ...(wantsHtml ? { accept: 'text/html' } : {}),
                  ...(withBody ? { 'content-type': 'application/json' } : {}),
                },
                ...(withBody ? { payload } : {}),
              });
              const sent = url.length + (withBody ? payload.length : 0);
              if (tooLarge(res, sent, url))
                failures.push(`${who} ${route.method} ${url.slice(0, 200)} → ${res.rawPayload.length} bytes`);
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

  it('answers every parameter and field, one at a time, with each class of hostile text', async () => {
    // Random runs above may miss a class on a route; this walks every query parameter of
    // every GET route and every field of every write: an inherited name each time, and
    // one of the other classes in turn.
    const [, user] = callers[1]!;
    const rotating = (values: readonly string[]) => {
      let at = 0;
      return () => values[at++ % values.length]!;
    };
    const nextName = rotating(PROTOTYPE_KEYS);
    const others = [
      rotating(fc.sample(patternText(12), { numRuns: 40, seed: 1 })),
      rotating(fc.sample(punctuationWord(), { numRuns: 40, seed: 2 })),
      rotating(fc.sample(hostileRun, { numRuns: 40, seed: 3 })),
    ];
    let turn = 0;
    const next = () => others[turn++ % others.length]!();
    const failures: string[] = [];
    const check = (
      what: string,
      res: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> },
      sent: number,
      url: string,
    ) => {
      const documented = res.statusCode === 503 && res.body.includes('Google sign-in is not configured');
      if (res.statusCode >= 500 && !documented) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (tooLarge(res, sent, url)) failures.push(`${what} → ${res.rawPayload.length} bytes`);
    };
    for (const route of routes()) {
      const path = route.url.replace(/:\w+/g, () => encodeURIComponent(next().slice(0, 190)));
      if (route.method === 'GET') {
        for (const key of QUERY_KEYS) {
          for (const value of [nextName(), next()]) {
            // As curl sends them: $, ` and ' unencoded, so a pattern reaches the server as typed.
            const raw = value.replace(/[^$`'\w.~-]/gu, (char) => encodeURIComponent(char));
            const url = `${path}?${encodeURIComponent(key)}=${raw}`;
            const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
            check(`GET ${url.slice(0, 120)}`, res, url.length, url);
          }
        }
      } else if (route.method !== 'DELETE') {
        for (const field of FIELDS) {
          const payload = JSON.stringify({ [field]: next(), title: next(), name: nextName() });
          const res = await user.request({
            method: route.method as 'POST',
            url: path,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          check(`${route.method} ${path.slice(0, 80)} ${field}`, res, path.length + payload.length, path);
        }
      }
    }
    expect(failures).toEqual([]);
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
