import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { anonymous, signedUpUser, sessionCookie, secretsIn } from '../../../test/http.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('sessions', () => {
  it('signs up, is known by cookie and by bearer token, and is forgotten after sign-out', async () => {
    const user = await signedUpUser(ctx);
    const me = await user.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ success: true, email: user.seed!.email.toLowerCase(), _id: user.user!.id });
    expect(secretsIn(me.body)).toEqual([]);

    const bearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(bearer.statusCode).toBe(200);

    const out = await user.request({ method: 'POST', url: '/api/auth/signout' });
    expect(out.statusCode).toBe(200);
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('sets an httpOnly SameSite=Lax cookie', async () => {
    const user = await signedUpUser(ctx);
    const res = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.seed!.email, password: user.seed!.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'nyumba_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(sessionCookie(res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a forged token and a cross-site state change', async () => {
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: 'nyumba_session=' + 'A'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
    const user = await signedUpUser(ctx);
    const crossSite = await user.request({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});
