// One credential, however a client spells it: the Authorization header in any case or
// spacing names the same session, a malformed one is no credential at all (so the
// cookie beside it still counts), and every per-account limit counts the user, not
// the header's bytes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/credential.ts';
import { anonymous, sessionCookie, signedUpUser, type Caller } from './http.ts';
import { listingBody, uploadPhoto } from './listing-fixtures.ts';
import { uploadRateLimit } from '../src/modules/images/routes.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const LIMIT = 3;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_POSTS_PER_HOUR: String(LIMIT), RATE_LIMIT_LISTINGS_PER_HOUR: String(LIMIT) });
});
afterAll(async () => {
  await ctx.close();
});

/** A request with exactly these headers (no Origin unless given): what a non-browser client sends. */
const raw = (headers: Record<string, string | string[]>, options: { method?: 'GET' | 'POST'; url?: string } = {}) =>
  ctx.app.inject({ method: options.method ?? 'GET', url: options.url ?? '/api/auth/me', headers });

const ws = fc.constantFrom(' ', '\t');
/** `Bearer <token>` with the scheme in any case and any run of spaces and tabs. */
const spelledBearer = (token: string) =>
  fc
    .tuple(
      fc.array(ws, { maxLength: 3 }),
      fc.mixedCase(fc.constant('bearer')),
      fc.array(ws, { minLength: 1, maxLength: 4 }),
      fc.array(ws, { maxLength: 3 }),
    )
    .map(([lead, scheme, gap, trail]) => `${lead.join('')}${scheme}${gap.join('')}${token}${trail.join('')}`);

const meId = async (headers: Record<string, string | string[]>) => {
  const res = await raw(headers);
  return res.statusCode === 200 ? (res.json().id as string) : res.statusCode;
};

describe('the Authorization header, spelled any way', () => {
  it('names the same signed-in user in any case and with any spaces or tabs', async () => {
    const user = await signedUpUser(ctx);
    const named = [
      `Bearer ${user.token}`,
      `Bearer  ${user.token}`,
      `bearer ${user.token}`,
      `BEARER ${user.token}`,
      `Bearer\t${user.token}`,
      ` Bearer ${user.token} `,
      `BeArEr \t ${user.token}\t`,
    ];
    for (const header of named) expect(await meId({ authorization: header })).toBe(user.user!.id);
    await fc.assert(
      fc.asyncProperty(spelledBearer(user.token!), async (header) => {
        expect(await meId({ authorization: header })).toBe(user.user!.id);
      }),
      { numRuns: 40 },
    );
  });

  const malformed = (token: string) => [
    'Bearer null',
    'Bearer undefined',
    'Bearer ',
    'Bearer',
    'bearer  ',
    'Bearer a b',
    `Bearer ${token} junk`,
    `Bearer ${token}!`,
    `Bearer "${token}"`,
    `Bearer ${token};`,
    `Bearer ${token.slice(0, 10)}`,
    `Bearer ${'A'.repeat(300)}`,
    `Basic ${token}`,
    `Token ${token}`,
    token,
    `Bearer=${token}`,
    'Bearer [object Object]',
  ];

  it('treats a malformed header as absent: the cookie beside it still signs the caller in', async () => {
    const user = await signedUpUser(ctx);
    const cookie = `${SESSION_COOKIE}=${user.cookie}`;
    for (const header of malformed(user.token!)) {
      expect(await meId({ authorization: header, cookie }), header).toBe(user.user!.id);
      // Alone, it signs nobody in: no fallback to anything else.
      expect(await meId({ authorization: header }), header).toBe(401);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60 }).filter((junk) => !/^[A-Za-z0-9_-]{20,100}$/.test(junk.trim())),
        async (junk) => {
          expect(await meId({ authorization: `Bearer ${junk}`.replace(/[^\t\x20-\x7e]/g, ''), cookie })).toBe(
            user.user!.id,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads only the first of repeated Authorization headers, as Node keeps only the first', async () => {
    const a = await signedUpUser(ctx);
    const b = await signedUpUser(ctx);
    const cookie = `${SESSION_COOKIE}=${a.cookie}`;
    expect(await meId({ authorization: [`Bearer ${b.token}`, `Bearer ${a.token}`], cookie })).toBe(b.user!.id);
    expect(await meId({ authorization: [`Bearer ${b.token}`, 'Bearer null'] })).toBe(b.user!.id);
    // A malformed first one is absent, and the cookie counts.
    expect(await meId({ authorization: ['Bearer null', `Bearer ${b.token}`], cookie })).toBe(a.user!.id);
  });

  it('lets a well-formed Bearer token win over a cookie of another user (the client said who it is)', async () => {
    const a = await signedUpUser(ctx);
    const b = await signedUpUser(ctx);
    expect(await meId({ authorization: `Bearer ${b.token}`, cookie: `${SESSION_COOKIE}=${a.cookie}` })).toBe(
      b.user!.id,
    );
    // A well-formed token that names no session is a wrong credential, not an absent one.
    const signedOut = await signedUpUser(ctx);
    await signedOut.request({ method: 'POST', url: '/api/auth/signout' });
    expect(await meId({ authorization: `Bearer ${signedOut.token}`, cookie: `${SESSION_COOKIE}=${a.cookie}` })).toBe(
      401,
    );
  });

  it('treats a malformed session cookie as absent', async () => {
    for (const value of ['null', 'undefined', '', 'a b', '%00', 'x'.repeat(500)]) {
      expect(await meId({ cookie: `${SESSION_COOKIE}=${value}` })).toBe(401);
    }
  });
});

/** Each call uses the next spelling of the same user's credential. */
function spellings(user: Caller, extraToken: string): Record<string, string>[] {
  const cookie = `${SESSION_COOKIE}=${user.cookie}`;
  const origin = ctx.config.PUBLIC_URL;
  return [
    { authorization: `Bearer ${user.token}` },
    { authorization: `Bearer  ${user.token}` },
    { authorization: `bearer\t${user.token} ` },
    { authorization: `BEARER ${extraToken}` },
    { cookie, origin },
    { cookie, origin, authorization: 'Bearer null' },
    { cookie, origin, authorization: 'Bearer undefined' },
  ];
}

async function secondSession(user: Caller): Promise<string> {
  const res = await anonymous(ctx).request({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: user.seed!.email, password: user.seed!.password },
  });
  return sessionCookie(res)!;
}

describe('per-account limits count the user, however the credential is written', () => {
  it('posts: every spelling and every session of one user share one allowance', async () => {
    const user = await signedUpUser(ctx);
    const headers = spellings(user, await secondSession(user));
    const statuses: number[] = [];
    for (const [i, h] of headers.entries()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/post/create',
        headers: h,
        payload: { title: `Post ${i}`, content: '<p>Hello</p>' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(201), ...Array(headers.length - LIMIT).fill(429)]);
    // Someone else still has their own allowance.
    const other = await signedUpUser(ctx);
    const fine = await other.request({
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 't', content: 'c' },
    });
    expect(fine.statusCode).toBe(201);
  });

  it('listings: the same', async () => {
    const user = await signedUpUser(ctx);
    const headers = spellings(user, await secondSession(user));
    const photo = await uploadPhoto(user);
    const statuses: number[] = [];
    for (const h of headers) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/listing/create',
        headers: h,
        payload: listingBody([photo]),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(201), ...Array(headers.length - LIMIT).fill(429)]);
  });

  it('uploads: the same (the limit counts requests, so bodies it refuses count too)', async () => {
    const user = await signedUpUser(ctx);
    const headers = spellings(user, await secondSession(user));
    const statuses: number[] = [];
    for (let i = 0; i <= uploadRateLimit.max + 2; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/upload',
        headers: { ...headers[i % headers.length]!, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, uploadRateLimit.max).every((status) => status >= 400 && status < 429)).toBe(true);
    expect(statuses.slice(uploadRateLimit.max)).toEqual([429, 429, 429]);
    const other = await signedUpUser(ctx);
    expect((await uploadPhoto(other)).length).toBeGreaterThan(0);
  });
});
