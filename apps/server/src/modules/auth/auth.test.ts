import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LINK_HOURS, SIGN_UP_CHECK_EMAIL } from '@nyumba/domain';
import { users } from '../../db/schema.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, asCookie, sessionCookie, signedUpUser, secretsIn } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { hashToken } from '../../plugins/session-store.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const signUp = (payload: unknown) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: payload as object });
const signIn = (payload: unknown) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signin', payload: payload as object });

describe('POST /api/auth/signup', () => {
  it('makes an unconfirmed account, answers only a message, and signs nobody in', async () => {
    const seed = makeUserSeed();
    const res = await signUp({ ...seed, email: `  ${seed.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      code: 'account.sign-up-check-email',
      values: { hours: EMAIL_LINK_HOURS },
      success: true,
      message: SIGN_UP_CHECK_EMAIL,
    });
    expect(sessionCookie(res)).toBeFalsy();
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.email, seed.email));
    expect(row).toMatchObject({ username: seed.username, emailVerifiedAt: null });
    // The password works before the address is confirmed: browsing, saving and drafting do not wait.
    const signedIn = await signIn({ email: seed.email, password: seed.password });
    expect(signedIn.json()).toMatchObject({ success: true, emailVerified: false, googleOnly: false });
  });

  it.each([
    [{}, ['username', 'email', 'password']],
    [{ email: 'a@b.ke', password: 'long-enough-1' }, ['username']],
    [{ username: 'amina', password: 'long-enough-1' }, ['email']],
    [{ username: 'amina', email: 'a@b.ke' }, ['password']],
    [{ username: '', email: '', password: '' }, ['username', 'email', 'password']],
  ])('answers 400 naming each missing field (%j)', async (payload, fields) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(Object.keys(res.json().errors).sort()).toEqual([...fields].sort());
  });

  it.each(['not-an-email', 'a@', '@b.ke', 'a b@c.ke', 'a@b'])('refuses the malformed e-mail %s', async (email) => {
    const res = await signUp({ ...makeUserSeed(), email });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Enter a valid email address' });
  });

  it('refuses a password under 8 characters', async () => {
    const res = await signUp({ ...makeUserSeed(), password: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('answers a taken e-mail exactly as a new one, and keeps the account as it was; a taken username is said', async () => {
    const taken = await signedUpUser(ctx);
    const fresh = await signUp(makeUserSeed());
    const byEmail = await signUp({
      ...makeUserSeed(),
      email: taken.seed!.email.toUpperCase(),
      password: 'another-pass-9',
    });
    expect(byEmail.statusCode).toBe(fresh.statusCode);
    expect(byEmail.body).toBe(fresh.body);
    expect(Object.keys(byEmail.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect((await signIn({ email: taken.seed!.email, password: 'another-pass-9' })).statusCode).toBe(401);
    expect((await signIn({ email: taken.seed!.email, password: taken.seed!.password })).statusCode).toBe(200);
    const byName = await signUp({ ...makeUserSeed(), username: taken.seed!.username.toUpperCase() });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({
      message: 'This username is already taken',
      errors: { username: 'This username is already taken' },
    });
  });

  it('ignores extra fields: no chosen id, no admin flag', async () => {
    const other = await signedUpUser(ctx);
    const seed = makeUserSeed();
    const res = await signUp({
      ...seed,
      _id: other.user!.id,
      id: other.user!.id,
      isAdmin: true,
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.username, seed.username));
    expect(row!.id).not.toBe(other.user!.id);
    expect(row).not.toHaveProperty('isAdmin');
    expect(row).not.toHaveProperty('role');
  });
});

describe('POST /api/auth/signin', () => {
  it('answers the user and a new session for the right password, whatever the e-mail case', async () => {
    const user = await signedUpUser(ctx);
    const res = await signIn({ email: user.seed!.email.toUpperCase(), password: user.seed!.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, _id: user.user!.id });
    expect(secretsIn(res.body)).toEqual([]);
    expect(sessionCookie(res)).toBeTruthy();
    expect(sessionCookie(res)).not.toBe(user.token);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await signedUpUser(ctx);
    const wrong = await signIn({ email: user.seed!.email, password: 'not-the-password' });
    const unknown = await signIn({ email: `nobody-${Date.now()}@example.co.ke`, password: user.seed!.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'account.invalid-email-password',
        success: false,
        message: 'Invalid email or password',
      });
      expect(sessionCookie(res)).toBeFalsy();
    }
  });

  it('answers 400 for missing fields, with no client-side style checks on the e-mail', async () => {
    expect((await signIn({})).statusCode).toBe(400);
    expect((await signIn({ email: 'a@b.ke' })).json().errors).toEqual({ password: 'Password is required' });
    // Sign-in does not validate the e-mail's shape; it is simply not found.
    expect((await signIn({ email: 'not-an-email', password: 'whatever-1' })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('answers 401 for /me with no session, a forged one and an expired one', async () => {
    expect((await anonymous(ctx).request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await asCookie(
      ctx,
      'Zm9yZ2VkLXRva2VuLXRoYXQtbG9va3MtcmVhbC0xMjM0NQ',
    )({ method: 'GET', url: '/api/auth/me' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      code: 'account.need-sign-first',
      success: false,
      message: 'You need to sign in first',
    });

    const user = await signedUpUser(ctx);
    await ctx.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token!)));
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const bearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('revokes the session on sign-out, for the cookie and the bearer token alike', async () => {
    const user = await signedUpUser(ctx);
    const out = await user.request({ method: 'POST', url: '/api/auth/signout' });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'nyumba_session')?.value).toBe('');
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const bearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(bearer.statusCode).toBe(401);
    // Signing out twice, or with no session, still answers success.
    expect((await user.request({ method: 'POST', url: '/api/auth/signout' })).statusCode).toBe(200);
  });

  it('refuses a cookie-carrying state change from another origin, by Origin or by Referer', async () => {
    const user = await signedUpUser(ctx);
    const byOrigin = await user.request({
      method: 'POST',
      url: `/api/user/update/${user.user!.id}`,
      headers: { origin: 'https://evil.example' },
      payload: { username: 'hijacked' },
    });
    expect(byOrigin.statusCode).toBe(403);
    const byReferer = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${user.user!.id}`,
      headers: { cookie: `nyumba_session=${user.token}`, referer: 'https://evil.example/page' },
    });
    expect(byReferer.statusCode).toBe(403);
    const neither = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie: `nyumba_session=${user.token}` },
    });
    expect(neither.statusCode).toBe(403);
    const me = await user.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ username: user.user!.username });
  });
});

describe('Google sign-in when it is not configured', () => {
  it('says so: the config flag is off, and both entry points answer 503', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().googleSignIn).toBe(false);
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toEqual({ success: false, message: 'Google sign-in is not configured' });
    const post = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/google',
      payload: {
        credential: 'x'.repeat(40),
        name: 'Amina',
        email: 'amina@gmail.com',
        photo: 'https://x.example/p.png',
      },
    });
    expect(post.statusCode).toBe(503);
    expect(post.json()).toEqual({ success: false, message: 'Google sign-in is not configured' });
    const callback = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    expect(callback.headers.location).toBe('/sign-in?error=google_not_configured');
  });
});
