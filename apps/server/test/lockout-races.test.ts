// The account lock holds however the guesses arrive: all at once, through two servers
// on one database, or with the e-mail spelled differently. Counted by what callers
// see: a guess that reached the password hash answers 401, one refused before it 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppInstance } from '../src/app-types.ts';
import { signedUpUser } from './http.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const FAILURES = 5;
let ctx: TestContext;
let second: AppInstance;
beforeAll(async () => {
  ctx = await createTestApp({ SIGNIN_LOCKOUT_FAILURES: String(FAILURES), SIGNIN_LOCKOUT_MINUTES: '15' });
  // A second server on the same database, as behind a load balancer.
  second = await buildApp({ config: ctx.config, db: ctx.handle.db, dbKind: ctx.handle.kind, store: ctx.store });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});

let ip = 0;
/** Every attempt from its own address, so only the per-account lock can stop them. */
const signIn = (app: AppInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
    headers: { origin: ctx.config.PUBLIC_URL },
    payload: { email, password },
  });

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** How the same e-mail can be typed: case, surrounding spaces, tabs and newlines. */
const spellings = (email: string) => [
  email,
  email.toUpperCase(),
  ` ${email} `,
  `\t${email}`,
  `${email}\n`,
  email.replace(/^./, (c) => c.toUpperCase()),
  `  ${email.toUpperCase()}\t`,
];

describe('parallel wrong passwords', () => {
  it.each([10, 20, 50])(
    '%i at once: only the limit reach the hash, and then the right password is refused too',
    async (n) => {
      const user = await signedUpUser(ctx);
      const { email, password } = user.seed!;
      const burst = await Promise.all(Array.from({ length: n }, (_, i) => signIn(ctx.app, email, `wrong-${i}`)));
      expect(tally(burst.map((res) => res.statusCode))).toEqual({ 401: FAILURES, 429: n - FAILURES });
      const right = await signIn(ctx.app, email, password);
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in/);
    },
  );

  it('through two servers on one database, the count is shared', async () => {
    const user = await signedUpUser(ctx);
    const { email, password } = user.seed!;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i % 2 === 0 ? ctx.app : second, email, `wrong-${i}`)),
    );
    expect(tally(burst.map((res) => res.statusCode))).toEqual({ 401: FAILURES, 429: 20 - FAILURES });
    expect((await signIn(second, email, password)).statusCode).toBe(429);
    expect((await signIn(ctx.app, email, password)).statusCode).toBe(429);
  });

  it('every spelling of the e-mail shares one count', async () => {
    const user = await signedUpUser(ctx);
    const { email, password } = user.seed!;
    const variants = spellings(email);
    const burst = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        signIn(i % 2 ? second : ctx.app, variants[i % variants.length]!, 'nope-nope'),
      ),
    );
    expect(tally(burst.map((res) => res.statusCode))).toEqual({ 401: FAILURES, 429: 21 - FAILURES });
    for (const variant of variants) expect((await signIn(ctx.app, variant, password)).statusCode).toBe(429);
  });

  it('the right password among fewer guesses than the limit still signs in, and clears the count', async () => {
    const user = await signedUpUser(ctx);
    const { email, password } = user.seed!;
    const burst = await Promise.all(Array.from({ length: FAILURES - 1 }, (_, i) => signIn(ctx.app, email, `x-${i}`)));
    expect(burst.every((res) => res.statusCode === 401)).toBe(true);
    expect((await signIn(second, ` ${email.toUpperCase()}`, password)).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: FAILURES - 1 }, (_, i) => signIn(second, email, `y-${i}`)));
    expect(again.every((res) => res.statusCode === 401)).toBe(true);
    expect((await signIn(ctx.app, email, password)).statusCode).toBe(200);
  });
});

describe('parallel right passwords (issue 56: lockouts count failures, not attempts)', () => {
  it('twelve sign-ins with the right password at once, on two servers, all get in and lock nothing', async () => {
    const user = await signedUpUser(ctx);
    const { email, password } = user.seed!;
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? second : ctx.app, email, password)),
    );
    expect(tally(burst.map((res) => res.statusCode))).toEqual({ 200: 12 });
    // And the count is still there for real failures: five wrong, then locked.
    const wrong = await Promise.all(Array.from({ length: 7 }, (_, i) => signIn(ctx.app, email, `no-${i}`)));
    expect(tally(wrong.map((res) => res.statusCode))).toEqual({ 401: FAILURES, 429: 7 - FAILURES });
  });

  it('right and wrong passwords mixed at once: every right one gets in while fewer than the limit failed', async () => {
    const user = await signedUpUser(ctx);
    const { email, password } = user.seed!;
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(ctx.app, email, i % 3 === 0 ? `bad-${i}` : password)),
    );
    const rights = burst.filter((_, i) => i % 3 !== 0).map((res) => res.statusCode);
    const wrongs = burst.filter((_, i) => i % 3 === 0).map((res) => res.statusCode);
    expect(rights.every((status) => status === 200)).toBe(true);
    expect(wrongs.every((status) => status === 401)).toBe(true);
  });
});
