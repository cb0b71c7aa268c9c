import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures } from '../../db/schema-guards.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, signedUpUser } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// Real limits, as production has them by default.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_SIGNIN_PER_MINUTE: '20',
    RATE_LIMIT_SIGNUP_PER_MINUTE: '10',
    SIGNIN_LOCKOUT_FAILURES: '5',
    SIGNIN_LOCKOUT_MINUTES: '15',
  });
});
afterAll(async () => {
  await ctx.close();
});

/** Requests from a given client address (inject's remoteAddress is what request.ip reads). */
const from = (ip: string) => (options: { url: string; payload: object }) =>
  ctx.app.inject({ method: 'POST', ...options, remoteAddress: ip, headers: { origin: ctx.config.PUBLIC_URL } });

let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe('failed sign-ins per account', () => {
  it('locks password sign-in after 5 failures in 15 minutes, with Retry-After and the minutes to wait', async () => {
    const user = await signedUpUser(ctx);
    const email = user.seed!.email;
    for (let i = 0; i < 5; i++) {
      const res = await from(freshIp())({ url: '/api/auth/signin', payload: { email, password: `wrong-${i}` } });
      expect(res.statusCode).toBe(401);
    }
    // From yet another address, and with the right password: still locked.
    const locked = await from(freshIp())({
      url: '/api/auth/signin',
      payload: { email, password: user.seed!.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'account.too-many-failed-sign-attempts',
      values: { minutes: 15 },
      success: false,
      message: 'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts are not affected.
    const other = await signedUpUser(ctx);
    const fine = await from(freshIp())({
      url: '/api/auth/signin',
      payload: { email: other.seed!.email, password: other.seed!.password },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('unlocks when the failures leave the window, and says how long is left meanwhile', async () => {
    const user = await signedUpUser(ctx);
    const email = user.seed!.email;
    for (let i = 0; i < 5; i++) {
      await from(freshIp())({
        url: '/api/auth/signin',
        payload: { email: email.toUpperCase(), password: 'wrong-password' },
      });
    }
    // Ten minutes pass.
    await ctx.handle.db
      .update(authFailures)
      .set({ createdAt: sql`${authFailures.createdAt} - interval '10 minutes'` })
      .where(eq(authFailures.email, email));
    const locked = await from(freshIp())({
      url: '/api/auth/signin',
      payload: { email, password: user.seed!.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts for this account. Try again in 5 minutes.');
    // Five more: the window is over.
    await ctx.handle.db
      .update(authFailures)
      .set({ createdAt: sql`${authFailures.createdAt} - interval '5 minutes 1 second'` })
      .where(eq(authFailures.email, email));
    const open = await from(freshIp())({ url: '/api/auth/signin', payload: { email, password: user.seed!.password } });
    expect(open.statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await signedUpUser(ctx);
    const email = user.seed!.email;
    for (let i = 0; i < 4; i++)
      await from(freshIp())({ url: '/api/auth/signin', payload: { email, password: 'wrong-password' } });
    expect(
      (await from(freshIp())({ url: '/api/auth/signin', payload: { email, password: user.seed!.password } }))
        .statusCode,
    ).toBe(200);
    expect(await ctx.handle.db.select().from(authFailures).where(eq(authFailures.email, email))).toHaveLength(0);
    for (let i = 0; i < 4; i++) {
      expect(
        (await from(freshIp())({ url: '/api/auth/signin', payload: { email, password: 'wrong-password' } })).statusCode,
      ).toBe(401);
    }
  });

  it('locks an unknown e-mail the same way, so a lock reveals nothing', async () => {
    const email = `nobody-${Date.now()}@example.co.ke`;
    for (let i = 0; i < 5; i++)
      await from(freshIp())({ url: '/api/auth/signin', payload: { email, password: 'wrong-password' } });
    expect(
      (await from(freshIp())({ url: '/api/auth/signin', payload: { email, password: 'wrong-password' } })).statusCode,
    ).toBe(429);
  });
});

describe('per-address limits', () => {
  it('allows 20 sign-in attempts a minute from one address, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      // Counted before the body is even read, so cheap invalid attempts count too.
      const res = await from(ip)({ url: '/api/auth/signin', payload: { email: `probe${i}@example.co.ke` } });
      expect(res.statusCode).toBe(400);
    }
    const limited = await from(ip)({ url: '/api/auth/signin', payload: { email: 'a@example.co.ke', password: 'x' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'limit.too-many-attempts-network',
      values: { minutes: 1 },
      success: false,
      message: 'Too many attempts from your network. Try again in 1 minute.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is unaffected.
    expect(
      (await from(freshIp())({ url: '/api/auth/signin', payload: { email: 'a@example.co.ke', password: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('allows 10 sign-ups a minute from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await from(ip)({ url: '/api/auth/signup', payload: { ...makeUserSeed(), password: '1' } })).statusCode,
      ).toBe(400);
    }
    const limited = await from(ip)({ url: '/api/auth/signup', payload: makeUserSeed() });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(
      (await anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: makeUserSeed() })).statusCode,
    ).toBe(201);
  });
});
