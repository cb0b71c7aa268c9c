// When "Continue with Google" meets an account that already has the e-mail: linked only
// when that account's e-mail is proven (verified, or its holder is signed in and started
// the Google sign-in from inside it), and a link ends every session opened before it.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { SESSION_COOKIE } from '../../plugins/credential.ts';
import { anonymous, asCookie, sessionCookie, unconfirmedUser, type Caller } from '../../../test/http.ts';
import { createGoogleTestApp, GOOGLE_REDIRECT_URI, googleJourney } from '../../../test/google-journey.ts';
import { walkToCallback, type TestProvider } from '../../../test/oidc-provider.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { GOOGLE_PASSWORD_FIRST } from './google-routes.ts';

const REDIRECT_URI = GOOGLE_REDIRECT_URI;
const REFUSED = '/sign-in?error=google_password_first';

let ctx: TestContext;
let provider: TestProvider;
let google: ReturnType<typeof googleJourney>;
let setup: Awaited<ReturnType<typeof createGoogleTestApp>>;
beforeAll(async () => {
  setup = await createGoogleTestApp();
  ({ ctx, provider } = setup);
  google = googleJourney(ctx, provider, REDIRECT_URI);
});
afterAll(async () => {
  await setup?.close();
});

const cookieOf = (caller: Caller) => `${SESSION_COOKIE}=${caller.cookie}`;
const rowOf = async (id: string) => (await ctx.handle.db.select().from(users).where(eq(users.id, id)))[0]!;
const status = async (request: Caller['request']) => (await request({ method: 'GET', url: '/api/auth/me' })).statusCode;
const meOf = async (res: LightMyRequestResponse) =>
  (await asCookie(ctx, sessionCookie(res)!)({ method: 'GET', url: '/api/auth/me' })).json<{ id: string }>();
const signIn = (email: string, password: string) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
const verify = (id: string) => ctx.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));

/** All the spellings Google may give the same address. */
const spellings = (email: string) => [email, email.toUpperCase(), email.replace(/^./, (c) => c.toUpperCase())];

describe('the attacker who signs up first with the victim’s address', () => {
  it('never gets the victim: Google sign-in is refused, and the attacker’s account stays theirs alone', async () => {
    const attacker = await unconfirmedUser(ctx); // with the victim's address, as far as we can know
    const victimEmail = attacker.seed!.email;
    for (const email of spellings(victimEmail)) {
      google.googleAccount({ email, email_verified: true });
      const res = await google.signInWithGoogle('?next=%2Fmy-listing');
      expect(res.headers.location).toBe(REFUSED);
      expect(sessionCookie(res)).toBeFalsy();
    }
    // Nor through the ID-token route.
    const token = await provider.signIdToken({
      iss: provider.issuer,
      aud: provider.clientId,
      sub: 'victim-sub',
      email: victimEmail,
      email_verified: true,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const posted = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: token },
    });
    expect(posted.statusCode).toBe(409);
    expect(posted.json()).toEqual({ success: false, message: GOOGLE_PASSWORD_FIRST });
    expect(sessionCookie(posted)).toBeFalsy();
    // The attacker's account was not linked to the victim's Google identity nor verified:
    // whatever the victim does with Google next can never be read with its password.
    const row = await rowOf(attacker.user!.id);
    expect(row.googleSubject).toBeNull();
    expect(row.emailVerifiedAt).toBeNull();
    expect(await status(attacker.request)).toBe(200);
  });

  it('cannot link it from inside either: a Google account with another address is a sign-in, not a link', async () => {
    const attacker = await unconfirmedUser(ctx);
    const own = google.googleAccount();
    const res = await google.signInWithGoogle('', cookieOf(attacker));
    const me = await meOf(res);
    expect(me.id).not.toBe(attacker.user!.id);
    expect((await rowOf(attacker.user!.id)).googleSubject).toBeNull();
    expect((await rowOf(me.id)).googleSubject).toBe(own.sub);
  });

  it('an account asking for a new address has none of it until its link is followed: Google with it is someone else', async () => {
    const user = await unconfirmedUser(ctx);
    await verify(user.user!.id);
    const victimEmail = `victim.${Date.now()}@gmail.com`;
    const changed = await user.request({
      method: 'POST',
      url: `/api/user/update/${user.user!.id}`,
      payload: { email: victimEmail, currentPassword: user.seed!.password },
    });
    expect(changed.statusCode).toBe(200);
    const row = await rowOf(user.user!.id);
    expect(row.email).toBe(user.seed!.email);
    expect(row.emailVerifiedAt).not.toBeNull();
    google.googleAccount({ email: victimEmail, email_verified: true });
    const res = await google.signInWithGoogle();
    expect(res.headers.location).not.toBe(REFUSED);
    expect((await meOf(res)).id).not.toBe(user.user!.id);
    expect((await rowOf(user.user!.id)).googleSubject).toBeNull();
  });
});

describe('linking an account whose e-mail is proven', () => {
  it('a verified account is linked, and every session it had before ends', async () => {
    const user = await unconfirmedUser(ctx);
    await verify(user.user!.id);
    const phone = asCookie(ctx, sessionCookie(await signIn(user.seed!.email, user.seed!.password))!);
    google.googleAccount({ email: user.seed!.email.toUpperCase() });
    const res = await google.signInWithGoogle();
    expect(res.headers.location).toBe('/');
    expect((await meOf(res)).id).toBe(user.user!.id);
    expect(await status(user.request)).toBe(401);
    expect(await status(phone)).toBe(401);
    const left = await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, user.user!.id));
    expect(left).toHaveLength(1);
    // The holder's password, proven with the address, still works.
    expect((await signIn(user.seed!.email, user.seed!.password)).statusCode).toBe(200);
  });

  it('an unverified account is linked when its holder, signed in, continues with Google from inside it', async () => {
    const user = await unconfirmedUser(ctx);
    const laptop = asCookie(ctx, sessionCookie(await signIn(user.seed!.email, user.seed!.password))!);
    const account = google.googleAccount({ email: user.seed!.email.toUpperCase() });
    const res = await google.signInWithGoogle('?next=%2Fsettings', cookieOf(user));
    expect(res.headers.location).toBe('/settings');
    expect((await meOf(res)).id).toBe(user.user!.id);
    const row = await rowOf(user.user!.id);
    expect(row.googleSubject).toBe(account.sub);
    expect(row.emailVerifiedAt).not.toBeNull();
    // The session that asked is replaced by the new one; the others end too.
    expect(await status(user.request)).toBe(401);
    expect(await status(laptop)).toBe(401);
  });

  it('the session must be the one the sign-in started with, and the account with that address', async () => {
    const user = await unconfirmedUser(ctx);
    const stranger = await unconfirmedUser(ctx);
    google.googleAccount({ email: user.seed!.email });
    // Signed in as someone else.
    expect((await google.signInWithGoogle('', cookieOf(stranger))).headers.location).toBe(REFUSED);
    // Started signed out, signed in (as the holder) only by the time Google sends the browser back.
    const started = await google.start();
    const back = await walkToCallback(started.location, REDIRECT_URI);
    const late = await google.callback(back, started.flowCookie.value, cookieOf(user));
    expect(late.headers.location).toBe(REFUSED);
    // Started signed in, but the session is gone when the browser comes back.
    const flow = await google.start('', cookieOf(user));
    const back2 = await walkToCallback(flow.location, REDIRECT_URI);
    expect((await google.callback(back2, flow.flowCookie.value)).headers.location).toBe(REFUSED);
    expect((await rowOf(user.user!.id)).googleSubject).toBeNull();
    expect(await status(user.request)).toBe(200);
  });

  it('the ID-token route links for the signed-in holder too, and refuses everyone else', async () => {
    const user = await unconfirmedUser(ctx);
    let n = 0;
    // Each token single-use, as Google's are: its own nonce.
    const token = () =>
      provider.signIdToken({
        nonce: `link-${user.user!.id}-${(n += 1)}`,
        iss: provider.issuer,
        aud: provider.clientId,
        sub: `posted-link-${user.user!.id}`,
        email: user.seed!.email,
        email_verified: true,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 600,
      });
    const stranger = await unconfirmedUser(ctx);
    const refused = await stranger.request({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: await token() },
    });
    expect(refused.statusCode).toBe(409);
    const linked = await user.request({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: await token() },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().id).toBe(user.user!.id);
    expect(await status(user.request)).toBe(401);
    expect(await status(asCookie(ctx, sessionCookie(linked)!))).toBe(200);
  });
});
