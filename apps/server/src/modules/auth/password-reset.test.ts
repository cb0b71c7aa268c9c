import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID } from '@nyumba/domain';
import { isNull } from 'drizzle-orm';
import { passwordResets } from '../../db/schema-trust.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { RESET_LINKS_PER_HOUR } from './password-reset.ts';

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

const forgot = (email: string) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: unknown, password: unknown = 'a-brand-new-password') =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const signIn = (email: string, password: string) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
const me = (caller: Caller) => caller.request({ method: 'GET', url: '/api/auth/me' });

// Sign-up mails the same address a confirmation link: only reset mails count here.
const resetMailsTo = (to: string) =>
  smtp.received.filter((mail) => mail.to.includes(to) && mail.subject === 'Set a new password for Nyumba');

/** The token in the newest reset mail to `to`, read from the link as the person would follow it. */
async function linkTokenFor(to: string, count = 1): Promise<string> {
  await smtp.waitFor(to, /^Set a new password for Nyumba$/, 30_000);
  const deadline = Date.now() + 30_000;
  let mails = resetMailsTo(to);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = resetMailsTo(to);
  }
  const link = /Set a new password: (\S+)/.exec(mails.at(-1)!.text)?.[1];
  expect(link).toMatch(/^http:\/\/localhost:\d+\/reset-password#token=[\w-]{43}$/);
  expect(mails.at(-1)!.html).toContain(link!);
  return new URL(link!).hash.slice('#token='.length);
}

describe('forgot password', () => {
  it('mails a one-hour link that sets a new password once and signs the account out everywhere', async () => {
    const user = await signedUpUser(ctx);
    const other = await signedUpUser(ctx);
    const email = user.seed!.email;
    const answer = await forgot(email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      code: 'account.forgot-password-sent',
      success: true,
      message: FORGOT_PASSWORD_SENT,
    });
    const token = await linkTokenFor(email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    // Every session of that account ended; another account's did not.
    expect((await me(user)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect((await signIn(email, user.seed!.password)).statusCode).toBe(401);
    expect((await signIn(email, 'a-brand-new-password')).statusCode).toBe(200);

    // Once only.
    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RESET_LINK_INVALID, errors: { token: RESET_LINK_INVALID } });
  }, 60_000);

  it('answers an address without an account exactly the same, and sends nothing', async () => {
    const before = smtp.received.length;
    const answer = await forgot('nobody-here@example.co.ke');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      code: 'account.forgot-password-sent',
      success: true,
      message: FORGOT_PASSWORD_SENT,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.length).toBe(before);
  });

  it(`sends one account at most ${RESET_LINKS_PER_HOUR} links an hour, however often it is asked`, async () => {
    const user = await signedUpUser(ctx);
    // All at once, as a script would ask: the hour's count must hold across parallel requests.
    const answers = await Promise.all(Array.from({ length: RESET_LINKS_PER_HOUR + 3 }, () => forgot(user.seed!.email)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    await linkTokenFor(user.seed!.email, RESET_LINKS_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(resetMailsTo(user.seed!.email)).toHaveLength(RESET_LINKS_PER_HOUR);
  }, 60_000);

  it('refuses an expired link, and a newer link ends the older ones once used', async () => {
    const user = await signedUpUser(ctx);
    await forgot(user.seed!.email);
    const first = await linkTokenFor(user.seed!.email);
    await forgot(user.seed!.email);
    const second = await linkTokenFor(user.seed!.email, 2);
    expect(second).not.toBe(first);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).statusCode).toBe(400);

    await forgot(user.seed!.email);
    const third = await linkTokenFor(user.seed!.email, 3);
    await ctx.app.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(isNull(passwordResets.usedAt));
    expect((await reset(third)).json()).toMatchObject({ message: RESET_LINK_INVALID });
  }, 60_000);

  it('refuses tampered and malformed tokens and bodies with a field message, never a 5xx', async () => {
    const user = await signedUpUser(ctx);
    await forgot(user.seed!.email);
    const token = await linkTokenFor(user.seed!.email);
    const flip = (at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    const tokens: unknown[] = [
      flip(0),
      flip(20),
      flip(42),
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase(),
      `${token.slice(0, 42)}=`,
      encodeURIComponent(`${token}#`),
      ' '.repeat(43),
      '',
      null,
      42,
      ['x'],
      { $ne: null },
      'x'.repeat(10_000),
      `${token}\u0000`,
      `${token.slice(0, 42)}+`,
    ];
    for (const bad of tokens) {
      const res = await reset(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.json().errors?.token, JSON.stringify(bad).slice(0, 60)).toBe(RESET_LINK_INVALID);
    }
    for (const password of ['short', '', null, 'x'.repeat(201)]) {
      const res = await reset(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.password).toBeTruthy();
    }
    // None of that used the real link up.
    expect((await reset(token)).statusCode).toBe(200);
    for (const body of [{}, { email: '' }, { email: 'not-an-address' }, { email: 'x'.repeat(300) + '@example.com' }]) {
      const res = await anonymous(ctx).request({ method: 'POST', url: '/api/auth/forgot-password', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.email).toBeTruthy();
    }
  }, 60_000);
});
