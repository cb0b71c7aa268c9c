// Issue 39: sign up with a phone number and a password (no e-mail), the SMS code proves the
// number and signs in; sign in with the number or with an e-mail; "forgot password" by SMS
// with every rule of the e-mail recovery; sign-up tells nobody whose number has an account.
import {
  PASSWORD_RESET_DONE,
  PHONE_CODE_SENT,
  PHONE_CODE_WRONG,
  PHONE_INVALID_CREDENTIALS,
  phoneSignUpSentSchema,
  USERNAME_READS_LIKE_CONTACT,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneRequests } from '../../db/schema-phone.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { anonymous, asCookie } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let at: AfricasTalkingStandIn;
let ctx: TestContext;
let seq = 0;
const freshNumber = () => `+2541${String(10_000_000 + (process.pid % 1000) * 10_000 + seq++).slice(-8)}`;

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  ctx = await createTestApp(at.settings(), { jobs: true });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await at.close();
});

const post = (url: string, payload: object) => anonymous(ctx).request({ method: 'POST', url, payload });
const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

async function signUpByPhone(phone: string, username = `mwangi${seq}x${process.pid % 1000}`) {
  const res = await post('/api/auth/phone/signup', { username, phone, password: 'kahawa-tamu-2026' });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

/** The number's requests a minute older, as the clock would make them (the resend wait). */
const aMinutePasses = (phone: string) =>
  ctx.handle.db
    .update(phoneRequests)
    .set({ createdAt: sql`${phoneRequests.createdAt} - interval '61 seconds'` })
    .where(eq(phoneRequests.phone, phone));

/** A whole sign-up: asked, and its code entered. */
async function memberByPhone(phone: string) {
  const asked = await signUpByPhone(phone);
  return post('/api/auth/phone/verify', { phone, attempt: asked.json().attempt, code: await at.codeFor(phone) });
}

describe('an account by phone', () => {
  it('refuses a username that reads like a number, a link or a payment, as sign-up by e-mail does', async () => {
    for (const username of ['0712 345 678', 'nyumba.co.ke', 'Lipa na M-Pesa']) {
      const res = await post('/api/auth/phone/signup', {
        username,
        phone: freshNumber(),
        password: 'kahawa-tamu-2026',
      });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().errors).toEqual({ username: USERNAME_READS_LIKE_CONTACT });
      expect(res.json().errorCodes).toEqual({ username: 'account.username-reads-like-contact' });
    }
  });

  it('signs up with a number and a password, no e-mail; the code proves the number and signs in', async () => {
    const phone = freshNumber();
    const asked = await signUpByPhone(phone.replace('+254', '0'));
    expect(phoneSignUpSentSchema.parse(asked.json()).message).toBe(PHONE_CODE_SENT);
    expect(sessionOf(asked)).toBeUndefined();
    const code = await at.codeFor(phone);
    const attempt = asked.json().attempt as string;
    const wrong = await post('/api/auth/phone/verify', {
      phone,
      attempt,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.json().message).toBe(PHONE_CODE_WRONG);
    const done = await post('/api/auth/phone/verify', { phone, attempt, code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      email: null,
      phone,
      emailVerified: false,
      smsNotices: ['message', 'booking', 'reminder', 'stay'],
    });
    const token = sessionOf(done)!;
    const me = await asCookie(ctx, token)({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().phone).toBe(phone);
    // A proven number is a confirmed account: it may publish.
    const photo = await asCookie(ctx, token)({ method: 'GET', url: '/api/user/listings/' + done.json().id });
    expect(photo.statusCode).not.toBe(403);

    // Sign in by the number, in any form, and the password.
    const byPhone = await post('/api/auth/signin', { phone: `0${phone.slice(4)}`, password: 'kahawa-tamu-2026' });
    expect(byPhone.statusCode).toBe(200);
    const badPassword = await post('/api/auth/signin', { phone, password: 'not-the-password' });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().message).toBe(PHONE_INVALID_CREDENTIALS);
  });

  it('"send the code again" continues the same sign-up: either of its codes opens it', async () => {
    const phone = freshNumber();
    const asked = await signUpByPhone(phone);
    const first = await at.codeFor(phone);
    await aMinutePasses(phone);
    const before = at.sent.length;
    const again = await post('/api/auth/phone/signup', {
      username: `mwangi${seq}r`,
      phone,
      password: 'kahawa-tamu-2026',
      attempt: asked.json().attempt,
    });
    expect(again.json().attempt).toBe(asked.json().attempt);
    await at.latestTo(phone, /Nyumba code/, 15_000, before);
    const done = await post('/api/auth/phone/verify', { phone, attempt: asked.json().attempt, code: first });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('a number that already has an account: the same answer, and the number is told by SMS', async () => {
    const phone = freshNumber();
    await memberByPhone(phone);
    const before = at.sent.length;
    await aMinutePasses(phone);
    const again = await signUpByPhone(phone, `other${seq}`);
    expect(Object.keys(again.json()).sort()).toEqual([
      'attempt',
      'code',
      'expiresAt',
      'message',
      'resendAt',
      'sentTo',
      'success',
    ]);
    const told = await at.latestTo(phone, /already has an account/, 15_000, before);
    expect(told.message).not.toMatch(/\d{6}/);
  });

  it('"forgot password" by SMS: the code sets a new one and ends every session', async () => {
    const phone = freshNumber();
    const signedIn = await memberByPhone(phone);
    const oldSession = sessionOf(signedIn)!;
    // Any number is answered the same.
    const stranger = await post('/api/auth/phone/forgot', { phone: freshNumber() });
    expect(stranger.statusCode).toBe(200);
    const before = at.sent.length;
    const asked = await post('/api/auth/phone/forgot', { phone });
    expect(Object.keys(asked.json()).sort()).toEqual(Object.keys(stranger.json()).sort());
    const code = /(\d{6})/.exec((await at.latestTo(phone, /new password/, 15_000, before)).message)![1]!;
    const reset = await post('/api/auth/phone/reset', { phone, code, password: 'chai-na-mandazi-9' });
    expect(reset.json()).toEqual({ code: 'account.password-reset-done', success: true, message: PASSWORD_RESET_DONE });
    expect((await asCookie(ctx, oldSession)({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { phone, password: 'kahawa-tamu-2026' })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { phone, password: 'chai-na-mandazi-9' })).statusCode).toBe(200);
    // The code is spent.
    expect((await post('/api/auth/phone/reset', { phone, code, password: 'another-one-123' })).statusCode).toBe(400);
  });

  it('an e-mail can be added later, and the e-mail sign-in keeps working for e-mail accounts', async () => {
    const phone = freshNumber();
    const done = await memberByPhone(phone);
    const caller = asCookie(ctx, sessionOf(done)!);
    const added = await caller({
      method: 'POST',
      url: `/api/user/update/${done.json().id}`,
      payload: { email: `phone${seq}@example.test`, currentPassword: 'kahawa-tamu-2026' },
    });
    expect(added.statusCode).toBe(200);
    // A sign-in body with neither is refused as before.
    const neither = await post('/api/auth/signin', { password: 'x' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('Email is required');
  });
});
