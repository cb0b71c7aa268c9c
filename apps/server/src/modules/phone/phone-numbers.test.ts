// Issue 39: a number is proven by a code sent by SMS through Africa's Talking's wire format
// (a local stand-in, never a mocked function): codes hashed, 10 minutes, five tries then a
// 15-minute lock, one a minute, capped per number, account and address and by the cluster's
// hourly budget; one proven number belongs to one account at a time, even under a race of two
// servers; changing or removing it needs the password and tells the old number.
import {
  PHONE_CODE_EXPIRED,
  PHONE_CODE_WRONG,
  PHONE_CODES_LIMIT,
  PHONE_LOCKED,
  PHONE_NOT_MOBILE,
  PHONE_RESEND_WAIT,
  PHONE_SMS_BUSY,
  PHONE_TAKEN,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes, smsMessages } from '../../db/schema-phone.ts';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { ageAccounts, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let at: AfricasTalkingStandIn;
let ctx: TestContext;
let number = 0;
/** A fresh Kenyan mobile number for each use. */
// In the 0111 range, which the fixtures' established users (0700 to 0799) never hold.
const freshNumber = () => `0111${String(((process.pid % 1000) * 1000 + number++) % 1_000_000).padStart(6, '0')}`;
const e164 = (local: string) => `+254${local.slice(1)}`;

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  ctx = await createTestApp(
    { ...at.settings(), SMS_CALLBACK_SECRET: 'callback-secret-0123456789', MODERATOR_EMAILS: moderatorSeed.email },
    { jobs: true },
  );
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await at.close();
});

const add = (caller: Caller, phone: string, currentPassword?: string) =>
  caller.request({
    method: 'POST',
    url: '/api/user/phone',
    payload: { phone, ...(currentPassword ? { currentPassword } : {}) },
  });
const verify = (caller: Caller, phone: string, code: string) =>
  caller.request({ method: 'POST', url: '/api/user/phone/verify', payload: { phone, code } });
/** Lets a minute pass for the number's last code (the resend wait), as the clock would. */
const aMinuteLater = (phone: string) =>
  ctx.handle.db
    .update(phoneCodes)
    .set({ sentAt: sql`${phoneCodes.sentAt} - interval '61 seconds'` })
    .where(eq(phoneCodes.phone, e164(phone)));

describe('proving a number', () => {
  it('sends a 6-digit code by SMS in the wire format, and the code proves the number', async () => {
    const user = await signedUpUser(ctx);
    const phone = freshNumber();
    const res = await add(user, phone.replace(/^0(\d{3})(\d{3})(\d{3})$/, '+254 $1 $2 $3'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sentTo: `+254 ••• ••• ${phone.slice(-3)}` });
    const code = await at.codeFor(e164(phone));
    // Stored hashed, never as sent.
    const [row] = await ctx.handle.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, e164(phone)));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const proven = await verify(user, phone, code.replace(/(\d{3})/, '$1 '));
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ phone: e164(phone), phoneVerifiedAt: expect.any(String) });
    // The provider's id was kept, and its delivery report lands on that row.
    const [sent] = await ctx.handle.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.to, e164(phone)));
    expect(sent).toMatchObject({ status: 'sent', kind: 'code', providerId: expect.stringMatching(/^ATXid_/) });
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/sms/delivery/callback-secret-0123456789',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: sent!.providerId!, status: 'Success', phoneNumber: e164(phone) }).toString(),
    });
    expect(report.statusCode).toBe(200);
    const [after] = await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.id, sent!.id));
    expect(after!.status).toBe('delivered');
    // A report at an address without the secret changes nothing.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/sms/delivery/not-the-secret-0123456789',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: sent!.providerId!, status: 'Failed' }).toString(),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('refuses numbers that are not Kenyan mobiles, in any form', async () => {
    const user = await signedUpUser(ctx);
    for (const phone of ['020 2345678', '+255 712 345 678', '+44 7911 123456', '0712', '0900 123 456', 'abc'])
      expect({ phone, status: (await add(user, phone)).statusCode }).toEqual({ phone, status: 400 });
    expect((await add(user, '020 2345678')).json().message).toBe(PHONE_NOT_MOBILE);
  });

  it('a wrong code, five wrong codes (locked 15 minutes), an expired code, and a minute between codes', async () => {
    const user = await signedUpUser(ctx);
    const phone = freshNumber();
    await add(user, phone);
    const code = await at.codeFor(e164(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await add(user, phone)).json().message).toBe(PHONE_RESEND_WAIT);
    const first = await verify(user, phone, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(PHONE_CODE_WRONG);
    for (let i = 0; i < 3; i++) await verify(user, phone, wrong);
    const fifth = await verify(user, phone, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(PHONE_LOCKED);
    // Locked: even the right code waits, and no new code is sent meanwhile.
    expect((await verify(user, phone, code)).json().message).toBe(PHONE_LOCKED);
    await aMinuteLater(phone);
    expect((await add(user, phone)).json().message).toBe(PHONE_LOCKED);
    // Fifteen minutes on, a new code; ten minutes after that, it has expired.
    await ctx.handle.db
      .update(phoneCodes)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, e164(phone)));
    expect((await add(user, phone)).statusCode).toBe(200);
    const fresh = await at.latestTo(e164(phone), new RegExp(`^(?!.*${code})`));
    await ctx.handle.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, e164(phone)));
    expect((await verify(user, phone, /(\d{6})/.exec(fresh.message)![1]!)).json().message).toBe(PHONE_CODE_EXPIRED);
  });

  it('one number, one account: another asking is answered alike and proves it only once the first lets it go', async () => {
    const [first, second] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const phone = freshNumber();
    await add(first, phone);
    expect((await verify(first, phone, await at.codeFor(e164(phone)))).statusCode).toBe(200);
    // The second asks for it: the same answer as any number (a code goes to the phone).
    const before = at.sent.length;
    const asked = await add(second, phone);
    expect(asked.statusCode).toBe(200);
    const code = await at.latestTo(e164(phone), /code/, 15_000, before);
    const refused = await verify(second, phone, /(\d{6})/.exec(code.message)![1]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PHONE_TAKEN);
    // The first removes it (their password), the number is told, and the same code now proves it.
    expect((await first.request({ method: 'DELETE', url: '/api/user/phone', payload: {} })).statusCode).toBe(400);
    const removed = await first.request({
      method: 'DELETE',
      url: '/api/user/phone',
      payload: { currentPassword: first.seed!.password },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().phone).toBeNull();
    await at.latestTo(e164(phone), /was removed from your Nyumba account/);
    expect((await verify(second, phone, /(\d{6})/.exec(code.message)![1]!)).statusCode).toBe(200);

    // A moderator sees the number masked, since when, and that it was on another account before.
    const moderator = await signedUpUser(ctx, moderatorSeed);
    const listing = await createListingAs(second, { name: 'Flat of a moved number' });
    await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${listing.id}`,
      payload: { action: 'hide', reason: 'Checking the number' },
    });
    const queue = (await moderator.request({ method: 'GET', url: '/api/moderation/queue' })).json();
    const item = queue.items.find((entry: { id: string }) => entry.id === listing.id);
    expect(item.owner.phone).toEqual({
      masked: `+254 ••• ••• ${phone.slice(-3)}`,
      since: expect.any(String),
      accountsBefore: 1,
    });
  });

  it('changing a proven number asks for the password, and the old number is told', async () => {
    const user = await signedUpUser(ctx);
    const [old, next] = [freshNumber(), freshNumber()];
    await add(user, old);
    await verify(user, old, await at.codeFor(e164(old)));
    expect((await add(user, next)).statusCode).toBe(400);
    expect((await add(user, next, user.seed!.password)).statusCode).toBe(200);
    const changed = await verify(user, next, await at.codeFor(e164(next)));
    expect(changed.json().phone).toBe(e164(next));
    await at.latestTo(e164(old), /now signs in with another number/);
  });

  it('two servers, two accounts, one number at once: one proves it, the other is told it is taken', async () => {
    const second = await ctx.secondApp();
    const [a, b] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const phone = freshNumber();
    await add(a, phone);
    const codeA = await at.codeFor(e164(phone));
    await add(b, phone);
    const codeB = await at.latestTo(e164(phone), new RegExp(`^(?!.*${codeA})`));
    const onB = asCookieOn(second, b.token!);
    const answers = await Promise.all([
      verify(a, phone, codeA),
      onB({
        method: 'POST',
        url: '/api/user/phone/verify',
        payload: { phone, code: /(\d{6})/.exec(codeB.message)![1]! },
      }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('what SMS may cost', () => {
  it('at most 3 codes to a number an hour, whichever accounts ask and whichever server', async () => {
    const second = await ctx.secondApp();
    const phone = freshNumber();
    const users = await Promise.all([signedUpUser(ctx), signedUpUser(ctx), signedUpUser(ctx), signedUpUser(ctx)]);
    const answers = await Promise.all(
      users.map((user, i) =>
        i % 2
          ? add(user, phone)
          : asCookieOn(second, user.token!)({ method: 'POST', url: '/api/user/phone', payload: { phone } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429]);
    expect(answers.find((res) => res.statusCode === 429)!.json().message).toBe(PHONE_CODES_LIMIT);
  });

  it('at most 6 codes an account asks for in an hour, whatever the numbers', async () => {
    const user = await signedUpUser(ctx);
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await add(user, freshNumber())).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('the SMS provider refusing a number is recorded, not retried; a busy one is tried again', async () => {
    const user = await signedUpUser(ctx);
    const refused = freshNumber();
    at.refuse.set(e164(refused), { statusCode: 403, status: 'InvalidPhoneNumber' });
    await add(user, refused);
    await waitFor(async () => (await rowTo(e164(refused)))?.status === 'failed');
    expect(await rowTo(e164(refused))).toMatchObject({
      status: 'failed',
      failure: '403 InvalidPhoneNumber',
      attempts: 1,
    });
    at.busy = 1;
    const later = freshNumber();
    await add(user, later);
    await at.codeFor(e164(later), 60_000);
    await waitFor(async () => (await rowTo(e164(later)))?.status === 'sent', 60_000);
    expect((await rowTo(e164(later)))!.attempts).toBe(2);
  }, 90_000);
});

describe('the caps that need their own server', () => {
  it('per address, and the cluster’s hourly budget, across two servers', async () => {
    const standIn = await AfricasTalkingStandIn.start();
    const small = await createTestApp(
      { ...standIn.settings(), SMS_CODES_PER_ADDRESS_HOUR: '3', SMS_HOURLY_BUDGET: '5' },
      { jobs: true },
    );
    try {
      const second = await small.secondApp();
      const users = await Promise.all(Array.from({ length: 6 }, () => signedUpUser(small)));
      // Members of some standing, whose codes may use the whole budget (its reserve included).
      await ageAccounts(small, users, 2);
      const ask = (user: Caller, i: number, ip: string) =>
        (i % 2 ? small.app : second).inject({
          method: 'POST',
          url: '/api/user/phone',
          headers: { origin: small.config.PUBLIC_URL, cookie: `nyumba_session=${user.token}` },
          remoteAddress: ip,
          payload: { phone: freshNumber() },
        });
      // One address: three codes, then no more, on either server.
      const fromOne = await Promise.all(users.slice(0, 4).map((user, i) => ask(user, i, '41.90.1.1')));
      expect(fromOne.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429]);
      // The cluster's budget of 5 an hour: the next two addresses get two between them.
      const others = await Promise.all(users.slice(4).map((user, i) => ask(user, i, `41.90.2.${i}`)));
      const more = await ask(users[0]!, 0, '41.90.3.1');
      const statuses = [...others, more].map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 200, 503]);
      expect([...others, more].find((res) => res.statusCode === 503)!.json().message).toBe(PHONE_SMS_BUSY);
    } finally {
      await small.close();
      await standIn.close();
    }
  }, 60_000);
});

function asCookieOn(app: TestContext['app'], token: string): Caller['request'] {
  return (options) =>
    app.inject({
      ...options,
      headers: { origin: ctx.config.PUBLIC_URL, cookie: `nyumba_session=${token}`, ...options.headers },
    });
}

async function rowTo(to: string) {
  const [row] = await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.to, to));
  return row;
}

async function waitFor(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
