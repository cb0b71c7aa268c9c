// Issue 27 (high and medium): recovering an account ends everything the intruder started,
// and a confirmation link never swaps the signed-in account.
// - A password reset or change ends every outstanding link of the account (e-mail change,
//   confirmation, reset) and every session but the current one; completing an e-mail change
//   ends the other sessions too.
// - A confirmation link confirms the address; it signs in only when nobody is signed in or
//   the signed-in person is that account (login CSRF: /verify-email#token=<attacker's>).
import { EMAIL_CONFIRMED_OTHER_ACCOUNT, EMAIL_LINK_INVALID } from '@nyumba/domain';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { emailLinks, passwordResets } from '../../db/schema-trust.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { hashToken } from '../../plugins/session-store.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import {
  anonymous,
  asCookie,
  confirmationLink,
  sessionCookie,
  signedUpUser,
  unconfirmedUser,
  type Caller,
} from '../../../test/http.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: object, caller: Caller = anonymous(ctx)) =>
  caller.request({ method: 'POST', url, payload });
const me = (caller: Caller) => caller.request({ method: 'GET', url: '/api/auth/me' });
const signIn = async (email: string, password: string): Promise<Caller> => {
  const res = await post('/api/auth/signin', { email, password });
  expect(res.statusCode).toBe(200);
  return { request: asCookie(ctx, sessionCookie(res)!), token: sessionCookie(res)! };
};
const linkToken = (text: string, label: string) =>
  new URL(new RegExp(`${label}: (\\S+)`).exec(text)![1]!).hash.slice('#token='.length);

/** A link of this kind for the account, made as the mailer makes one (stored hashed). */
async function mint(userId: string, purpose: 'verify' | 'change' | 'reset', email = ''): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + 60 * 60_000);
  if (purpose === 'reset') {
    await ctx.handle.db.insert(passwordResets).values({ tokenHash: hashToken(token), userId, expiresAt });
  } else {
    await ctx.handle.db.insert(emailLinks).values({ tokenHash: hashToken(token), userId, purpose, email, expiresAt });
  }
  return token;
}
const follow = (purpose: 'verify' | 'change' | 'reset', token: string, caller: Caller = anonymous(ctx)) =>
  purpose === 'reset'
    ? post('/api/auth/reset-password', { token, password: 'yet-another-password-9' }, caller)
    : post('/api/auth/verify-email', { token }, caller);

describe('recovering an account ends what the intruder started', () => {
  it('a password reset by link kills the e-mail change the intruder started, and their session', async () => {
    const owner = await signedUpUser(ctx);
    const intruder = await signIn(owner.seed!.email, owner.seed!.password);
    const theirs = makeUserSeed('intruder').email;
    const started = await post(
      `/api/user/update/${owner.user!.id}`,
      { email: theirs, currentPassword: owner.seed!.password },
      intruder,
    );
    expect(started.statusCode).toBe(200);
    const changeMail = await smtp.waitFor(theirs, /^Confirm your new email/, 30_000);

    // The owner recovers: "Forgot password", the link, a new password.
    await post('/api/auth/forgot-password', { email: owner.seed!.email });
    const resetMail = await smtp.waitFor(owner.seed!.email, /^Set a new password for Nyumba$/, 30_000);
    const reset = await post('/api/auth/reset-password', {
      token: linkToken(resetMail.text, 'Set a new password'),
      password: 'the-owners-new-password',
    });
    expect(reset.statusCode).toBe(200);

    const hijack = await follow('change', linkToken(changeMail.text, 'Confirm my new email'));
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().errors).toEqual({ token: EMAIL_LINK_INVALID });
    expect((await me(intruder)).statusCode).toBe(401);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, owner.user!.id));
    expect(row!.email).toBe(owner.seed!.email.toLowerCase());
    expect(
      (await post('/api/auth/signin', { email: owner.seed!.email, password: 'the-owners-new-password' })).statusCode,
    ).toBe(200);
  }, 60_000);

  for (const how of ['reset link', 'settings'] as const) {
    it(`a password change by ${how} ends every outstanding link and every other session`, async () => {
      const owner = await signedUpUser(ctx);
      const elsewhere = await signIn(owner.seed!.email, owner.seed!.password);
      const outstanding = {
        change: await mint(owner.user!.id, 'change', makeUserSeed('x').email),
        verify: await mint(owner.user!.id, 'verify', owner.seed!.email.toLowerCase()),
        reset: await mint(owner.user!.id, 'reset'),
      };
      if (how === 'settings') {
        const changed = await post(
          `/api/user/update/${owner.user!.id}`,
          { password: 'a-changed-password-1', currentPassword: owner.seed!.password },
          owner,
        );
        expect(changed.statusCode).toBe(200);
        // The device that changed it stays in.
        expect((await me(owner)).statusCode).toBe(200);
      } else {
        expect((await follow('reset', await mint(owner.user!.id, 'reset'))).statusCode).toBe(200);
        expect((await me(owner)).statusCode).toBe(401);
      }
      expect((await me(elsewhere)).statusCode).toBe(401);
      for (const [purpose, token] of Object.entries(outstanding) as ['change' | 'verify' | 'reset', string][]) {
        const res = await follow(purpose, token);
        expect(res.statusCode, purpose).toBe(400);
      }
    });
  }
});

describe('a confirmation link never swaps the signed-in account', () => {
  it("confirms the other account's address but keeps the signed-in person who they are", async () => {
    const victim = await signedUpUser(ctx);
    // The attacker's own account, whose link they send to the victim's browser.
    const attacker = makeUserSeed('csrf');
    await post('/api/auth/signup', attacker);
    for (const credential of ['cookie', 'bearer'] as const) {
      const token = await confirmationLink(ctx, attacker.email);
      const headers =
        credential === 'cookie'
          ? { cookie: `${SESSION_COOKIE}=${victim.token}` }
          : { authorization: `Bearer ${victim.token}` };
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
        headers: { origin: ctx.config.PUBLIC_URL, ...headers },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 'account.email-confirmed-other-account',
        success: true,
        signedIn: false,
        message: EMAIL_CONFIRMED_OTHER_ACCOUNT,
      });
      expect(sessionCookie(res)).toBeFalsy();
      expect((await me(victim)).json()).toMatchObject({ id: victim.user!.id });
    }
    // The address was confirmed all the same (the link's owner can sign in and publish).
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.email, attacker.email.toLowerCase()));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('an e-mail change link followed by another signed-in account moves the address, not the session', async () => {
    const bystander = await signedUpUser(ctx);
    const mover = await signedUpUser(ctx);
    const fresh = makeUserSeed('moved').email;
    const token = await mint(mover.user!.id, 'change', fresh);
    const res = await follow('change', token, bystander);
    expect(res.json()).toMatchObject({ signedIn: false });
    expect((await me(bystander)).json()).toMatchObject({ id: bystander.user!.id });
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, mover.user!.id));
    expect(row!.email).toBe(fresh);
  });

  it('signs in when nobody is signed in, and keeps the session of the same account', async () => {
    const seed = makeUserSeed();
    const pending = await unconfirmedUser(ctx, seed);
    const same = await follow('verify', await confirmationLink(ctx, seed.email), pending);
    expect(same.json()).toMatchObject({ signedIn: true, id: pending.user!.id, emailVerified: true });
    expect((await me(pending)).json()).toMatchObject({ emailVerified: true });

    const other = makeUserSeed();
    await post('/api/auth/signup', other);
    const fresh = await follow('verify', await confirmationLink(ctx, other.email));
    expect(fresh.json()).toMatchObject({ signedIn: true, email: other.email.toLowerCase() });
    expect(sessionCookie(fresh)).toBeTruthy();
  });
});
