// The CSRF check has one own origin, PUBLIC_URL: nothing a request says about itself
// (its Host header, Origin: null, a look-alike host) can stand in for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/credential.ts';
import { NOT_FROM_NYUMBA } from '../src/plugins/same-origin.ts';
import { signedUpUser, type Caller } from './http.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const PUBLIC_URL = 'https://nyumba.example:8443';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
});

/** Sign-out as a state change that rides on the cookie: refused ones leave the session alive. */
async function signOutWith(user: Caller, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers: { cookie: `${SESSION_COOKIE}=${user.cookie}`, ...headers },
  });
}

const stillSignedIn = async (user: Caller) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${user.cookie}` },
    })
  ).statusCode === 200;

const REFUSED: [string, Record<string, string>][] = [
  ['no Origin and no Referer', {}],
  ['Origin: null', { origin: 'null' }],
  ['Origin: null with our own Referer', { origin: 'null', referer: `${PUBLIC_URL}/settings` }],
  ['an empty Origin', { origin: '' }],
  ['another site', { origin: 'https://evil.example' }],
  ['our host over plain http', { origin: 'http://nyumba.example:8443' }],
  ['our host on another port', { origin: 'https://nyumba.example' }],
  ['our host with a trailing dot', { origin: 'https://nyumba.example.:8443' }],
  ['a subdomain', { origin: 'https://evil.nyumba.example:8443' }],
  ['a suffix look-alike', { origin: 'https://nyumba.example.evil.example:8443' }],
  ['a spoofed Host matching the Origin', { origin: 'https://evil.example', host: 'evil.example' }],
  ['a Host header naming the Origin over http', { origin: 'http://evil.example', host: 'evil.example' }],
  ['X-Forwarded-Host', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }],
  ['a Referer from another site', { referer: 'https://evil.example/page' }],
  ['a Referer on our host over http', { referer: 'http://nyumba.example:8443/page' }],
  ['a javascript: Origin', { origin: 'javascript:alert(1)' }],
  ['two origins in one header', { origin: `${PUBLIC_URL}, https://evil.example` }],
  ['garbage', { origin: '%%%' }],
];

const ALLOWED: [string, Record<string, string>][] = [
  ['our Origin', { origin: PUBLIC_URL }],
  ['our Origin in capitals (the same host)', { origin: 'HTTPS://NYUMBA.EXAMPLE:8443' }],
  ['our Referer when the browser sent no Origin', { referer: `${PUBLIC_URL}/create-listing?x=1` }],
  [
    'our Origin beside a foreign Referer (Origin is what counts)',
    { origin: PUBLIC_URL, referer: 'https://x.example/' },
  ],
];

describe('state changes that ride on the session cookie', () => {
  it.each(REFUSED)('are refused with %s', async (_name, headers) => {
    const user = await signedUpUser(ctx);
    const res = await signOutWith(user, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'account.request-did-not-come-nyumba',
      success: false,
      message: NOT_FROM_NYUMBA,
    });
    expect(await stillSignedIn(user)).toBe(true);
  });

  it.each(ALLOWED)('are accepted with %s', async (_name, headers) => {
    const user = await signedUpUser(ctx);
    expect((await signOutWith(user, headers)).statusCode).toBe(200);
    expect(await stillSignedIn(user)).toBe(false);
  });

  it('every unsafe method is checked, on every route', async () => {
    const user = await signedUpUser(ctx);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        '/api/listing/create',
        '/api/listing/update/x',
        `/api/user/delete/${user.user!.id}`,
        '/nope',
      ]) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { cookie: `${SESSION_COOKIE}=${user.cookie}`, origin: 'null' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await stillSignedIn(user)).toBe(true);
  });

  it('Bearer requests need no check: a page elsewhere cannot add the header', async () => {
    const user = await signedUpUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${user.token}`, origin: 'null' },
    });
    expect(res.statusCode).toBe(200);
    expect(await stillSignedIn(user)).toBe(false);
  });

  it('a malformed Bearer beside the cookie does not skip the check', async () => {
    const user = await signedUpUser(ctx);
    const res = await signOutWith(user, { authorization: 'Bearer null', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await stillSignedIn(user)).toBe(true);
  });
});
