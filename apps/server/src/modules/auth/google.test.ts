import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, asCookie, sessionCookie, unconfirmedUser, secretsIn } from '../../../test/http.ts';
import { createGoogleTestApp, GOOGLE_REDIRECT_URI, googleJourney } from '../../../test/google-journey.ts';
import { walkToCallback, type TestAccount, type TestProvider } from '../../../test/oidc-provider.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { FLOW_COOKIE } from './google-flow.ts';

const REDIRECT_URI = GOOGLE_REDIRECT_URI;

let ctx: TestContext;
let provider: TestProvider;
let counter = 0;

let setup: Awaited<ReturnType<typeof createGoogleTestApp>>;
beforeAll(async () => {
  setup = await createGoogleTestApp();
  ({ ctx, provider } = setup);
});
afterAll(async () => {
  await setup?.close();
});

const journey = () => googleJourney(ctx, provider, REDIRECT_URI);
const googleAccount = (overrides: Partial<TestAccount> = {}) => journey().googleAccount(overrides);
const start = (query = '') => journey().start(query);
const callback = (url: URL, flowCookieValue?: string) => journey().callback(url, flowCookieValue);
const signInWithGoogle = (query = '') => journey().signInWithGoogle(query);

async function me(res: LightMyRequestResponse) {
  const token = sessionCookie(res);
  expect(token).toBeTruthy();
  const answer = await asCookie(ctx, token!)({ method: 'GET', url: '/api/auth/me' });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ _id: string; email: string; username: string; avatar: string | null }>();
}

describe('Google sign-in: authorization-code flow', () => {
  it('starts at the provider with the account chooser, PKCE, state and nonce, in a short httpOnly cookie', async () => {
    const { location, flowCookie } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
    // Nothing in the URL is the verifier or the cookie itself.
    expect(location).not.toContain(flowCookie.value);
  });

  it('creates the user from the verified claims, signs them in and goes home', async () => {
    const account = googleAccount();
    const before = provider.prompts.length;
    const res = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(provider.prompts.slice(before)).toContain('select_account');
    const user = await me(res);
    expect(user).toMatchObject({ email: account.email, username: 'Wanjiku Kamau', avatar: account.picture });
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ googleSubject: account.sub, passwordHash: null });
    // The flow cookie is spent.
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');
  });

  it('signs the same Google account in to the same user, and derives a free username for a namesake', async () => {
    const account = googleAccount({ name: 'Otieno Ochieng' });
    const first = await me(await signInWithGoogle());
    provider.useAccount(account);
    const again = await me(await signInWithGoogle());
    expect(again._id).toBe(first._id);

    googleAccount({ name: 'Otieno Ochieng' });
    const namesake = await me(await signInWithGoogle());
    expect(namesake._id).not.toBe(first._id);
    expect(namesake.username).toMatch(/^Otieno Ochieng \d{3}$/);
  });

  it('derives no username that reads like a link, a number or a payment: the address’s name, else "Nyumba user"', async () => {
    googleAccount({ name: 'Paybill 247247', email: `achieng.atieno.${counter++}x@gmail.com` });
    expect((await me(await signInWithGoogle())).username).toMatch(/^achieng\.atieno\.\d{1,3}x(?: \d{3})?$/);
    googleAccount({ name: 'nyumba-pay.co.ke', email: `0712345678.${counter++}@gmail.com` });
    expect((await me(await signInWithGoogle())).username).toMatch(/^Nyumba user(?: \d{3})?$/);
  });

  it('returns to a same-site `next` path, and ignores any other', async () => {
    googleAccount();
    expect((await signInWithGoogle('?next=%2Fsettings')).headers.location).toBe('/settings');
    googleAccount();
    expect((await signInWithGoogle('?next=%2F%2Fevil.example%2Fx')).headers.location).toBe('/');
    googleAccount();
    expect((await signInWithGoogle('?next=https%3A%2F%2Fevil.example')).headers.location).toBe('/');
  });

  it('links an existing account whose e-mail is verified, when Google says the e-mail is verified', async () => {
    const existing = await unconfirmedUser(ctx);
    await ctx.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, existing.user!.id));
    const account = googleAccount({ email: existing.seed!.email.toUpperCase(), email_verified: true });
    const user = await me(await signInWithGoogle());
    expect(user._id).toBe(existing.user!.id);
    expect(user.username).toBe(existing.user!.username);
    expect(user.avatar).toBe(account.picture);
    // The password still works too.
    const signIn = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: existing.seed!.email, password: existing.seed!.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses to link (or claim) an e-mail Google has not verified', async () => {
    const existing = await unconfirmedUser(ctx);
    googleAccount({ email: existing.seed!.email, email_verified: false });
    const res = await signInWithGoogle();
    expect(res.headers.location).toBe('/sign-in?error=google_unverified');
    expect(sessionCookie(res)).toBeFalsy();
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, existing.user!.id));
    expect(row!.googleSubject).toBeNull();

    const stranger = googleAccount({ email_verified: false });
    expect((await signInWithGoogle()).headers.location).toBe('/sign-in?error=google_unverified');
    expect(await ctx.handle.db.select().from(users).where(eq(users.email, stranger.email))).toHaveLength(0);
  });

  it('refuses an ID token whose nonce is not the one this browser started with', async () => {
    googleAccount();
    const { location, flowCookie } = await start();
    const tampered = new URL(location);
    tampered.searchParams.set('nonce', 'a-nonce-from-some-earlier-sign-in-0000000000');
    const back = await walkToCallback(tampered.toString(), REDIRECT_URI);
    const res = await callback(back, flowCookie.value);
    expect(res.headers.location).toBe('/sign-in?error=google_invalid_token');
    expect(sessionCookie(res)).toBeFalsy();
  });

  it('refuses a replayed callback, a callback without its cookie, and a mismatched state', async () => {
    googleAccount();
    const { location, flowCookie } = await start();
    const back = await walkToCallback(location, REDIRECT_URI);
    expect((await callback(back)).headers.location).toBe('/sign-in?error=google_expired');
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(forged, flowCookie.value)).headers.location).toBe('/sign-in?error=google_expired');

    googleAccount();
    const second = await start();
    const secondBack = await walkToCallback(second.location, REDIRECT_URI);
    const used = await callback(secondBack, second.flowCookie.value);
    expect(used.headers.location).toBe('/');
    // The same code, state and cookie again: the code is spent at the provider.
    const replay = await callback(secondBack, second.flowCookie.value);
    expect(replay.headers.location).toBe('/sign-in?error=google_invalid_token');
    expect(sessionCookie(replay)).toBeFalsy();
  });

  it('reports a sign-in cancelled at the provider', async () => {
    const { flowCookie, location } = await start();
    const state = new URL(location).searchParams.get('state')!;
    const res = await callback(new URL(`${REDIRECT_URI}?error=access_denied&state=${state}`), flowCookie.value);
    expect(res.headers.location).toBe('/sign-in?error=google_cancelled');
  });
});

describe('POST /api/auth/google (ID token credential)', () => {
  const now = () => Math.floor(Date.now() / 1000);

  function claims(overrides: Record<string, unknown> = {}) {
    counter += 1;
    return {
      iss: provider.issuer,
      aud: provider.clientId,
      sub: `posted-${Date.now()}-${counter}`,
      email: `posted.${Date.now()}.${counter}@gmail.com`,
      email_verified: true,
      name: 'Achieng Atieno',
      picture: 'https://lh3.googleusercontent.com/a/achieng',
      iat: now(),
      exp: now() + 600,
      ...overrides,
    };
  }

  const post = (credential: string, extra: Record<string, unknown> = {}) =>
    anonymous(ctx).request({ method: 'POST', url: '/api/auth/google', payload: { credential, ...extra } });

  it('signs in with a verified token and never reads a name, e-mail or photo from the body', async () => {
    const token = claims();
    const res = await post(await provider.signIdToken(token), {
      name: 'Admin',
      email: 'victim@example.com',
      photo: 'https://evil.example/p.png',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      email: token.email,
      username: 'Achieng Atieno',
      avatar: token.picture,
    });
    expect(secretsIn(res.body, /password|hash|google_?subject/i)).toEqual([]);
    expect(sessionCookie(res)).toBeTruthy();
  });

  it.each([
    ['a wrong audience', () => claims({ aud: 'someone-elses-client' })],
    ['a wrong issuer', () => claims({ iss: 'https://accounts.evil.example' })],
    ['an expired token', () => claims({ iat: now() - 7200, exp: now() - 3600 })],
    [
      'several audiences without us as the authorized party',
      () => claims({ aud: [provider.clientId, 'other'], azp: 'other' }),
    ],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await post(await provider.signIdToken(make()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'google.sign-failed-sign-could',
      success: false,
      message: 'Google sign-in failed: the sign-in could not be verified',
    });
    expect(sessionCookie(res)).toBeFalsy();
  });

  it('refuses a token signed with a key the issuer does not publish', async () => {
    const res = await post(await provider.signIdToken(claims(), { key: provider.foreignKey }));
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unsigned token and garbage', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims())).toString('base64url');
    expect((await post(`${header}.${body}.`)).statusCode).toBe(401);
    expect((await post('x'.repeat(40))).statusCode).toBe(401);
    expect((await post('')).statusCode).toBe(400);
  });

  it('refuses a replayed token and a replayed nonce', async () => {
    const token = await provider.signIdToken(claims({ nonce: 'nonce-used-once' }));
    expect((await post(token)).statusCode).toBe(200);
    const replay = await post(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('This Google sign-in was already used. Please try again.');
    // A different token carrying the same nonce is a replay too.
    expect((await post(await provider.signIdToken(claims({ nonce: 'nonce-used-once' })))).statusCode).toBe(401);
    // Without a nonce the token itself is single-use.
    const plain = await provider.signIdToken(claims());
    expect((await post(plain)).statusCode).toBe(200);
    expect((await post(plain)).statusCode).toBe(401);
  });

  it('refuses to link an account by an unverified e-mail', async () => {
    const existing = await unconfirmedUser(ctx, makeUserSeed());
    const res = await post(await provider.signIdToken(claims({ email: existing.seed!.email, email_verified: false })));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not verified/);
  });
});

describe('GET /api/auth/google/avatar', () => {
  it("answers the signed-in user's own avatar only", async () => {
    const account = googleAccount();
    const signedIn = await signInWithGoogle();
    const owner = await me(signedIn);
    const own = await asCookie(ctx, sessionCookie(signedIn)!)({ method: 'GET', url: '/api/auth/google/avatar' });
    expect(own.json()).toEqual({ success: true, avatar: account.picture });
    const other = await unconfirmedUser(ctx);
    const res = await other.request({
      method: 'GET',
      url: `/api/auth/google/avatar?email=${encodeURIComponent(owner.email)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, avatar: null });
    expect((await anonymous(ctx).request({ method: 'GET', url: '/api/auth/google/avatar' })).statusCode).toBe(401);
  });
});
