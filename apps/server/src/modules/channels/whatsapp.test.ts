// WhatsApp notices on the Cloud API's wire format (a stand-in checks every field): a notice to
// a person who chose WhatsApp goes there as the approved template; SMS only when WhatsApp
// refuses it or its webhook reports it failed. The webhook is believed only when signed with
// the app's secret; Meta's set-up check is answered only for the verify token; STOP on
// WhatsApp withdraws the consent.
import type { NoticeWords, SmsNoticeKind } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { until } from '../../../test/payment-world.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { WhatsappCloudStandIn } from '../../../test/whatsapp-cloud.ts';
import { testConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { smsMessages } from '../../db/schema-phone.ts';
import { queueSms } from '../phone/index.ts';
import { smsNotice } from '../phone/notices.ts';
import { smsCaps } from '../phone/sms-gate.ts';

let at: AfricasTalkingStandIn;
let wa: WhatsappCloudStandIn;
let ctx: TestContext;

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  wa = await WhatsappCloudStandIn.start();
  ctx = await createTestApp({ ...at.settings(), ...wa.settings() }, { jobs: true });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await at?.close();
  await wa?.close();
});

/** 10:00 in Kenya today: notices by SMS wait out the night. */
const kenyanMorning = () => {
  const now = new Date();
  now.setUTCHours(7, 0, 0, 0);
  return now;
};

/** A member with a proven number who gets these notices, and chose WhatsApp when `whatsapp`. */
async function member(
  whatsapp: boolean,
  kinds: SmsNoticeKind[] = ['booking', 'reminder'],
): Promise<{ person: Caller; phone: string }> {
  const person = await establishedUser(ctx);
  await person.request({ method: 'PUT', url: '/api/user/sms-notices', payload: { kinds } });
  if (whatsapp) {
    const given = await person.request({
      method: 'PUT',
      url: '/api/user/consents',
      payload: { purpose: 'whatsapp', given: true },
    });
    expect(given.statusCode).toBe(200);
  }
  const [row] = await ctx.handle.db.select({ phone: users.phone }).from(users).where(eq(users.id, person.user!.id));
  return { person, phone: row!.phone! };
}

async function notice(person: Caller): Promise<number> {
  const deps = { jobs: ctx.app.deps.jobs, log: ctx.app.log, caps: smsCaps(ctx.config) };
  const id = await ctx.handle.db.transaction((tx) =>
    smsNotice(deps, tx, person.user!.id, 'booking', { words: 'stayCancelled' }, '/bookings', kenyanMorning()),
  );
  expect(id).not.toBeNull();
  return id!;
}
const row = async (id: number) => (await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;
const digits = (phone: string) => phone.replace('+', '');
const webhook = (payload: string, signature?: string) =>
  anonymous(ctx).request({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload,
  });

describe('WhatsApp notices', () => {
  it('go as the template to a person who chose WhatsApp, and by SMS when its webhook says failed', async () => {
    const { person, phone } = await member(true);
    const id = await notice(person);
    const sent = await until(async () => wa.sent.find((m) => m.to === digits(phone)), Boolean, 'a WhatsApp message');
    expect(sent).toMatchObject({ template: 'nyumba_notice', language: 'en' });
    expect(sent!.text).toBe(`Nyumba: a stay was cancelled. ${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/bookings`);
    expect(
      await until(
        () => row(id),
        (r) => r.status === 'sent',
        'sent',
      ),
    ).toMatchObject({
      channel: 'whatsapp',
      providerId: sent!.id,
    });
    expect(at.sent.filter((m) => m.to === phone)).toHaveLength(0);

    const delivered = wa.webhook({
      statuses: [{ id: sent!.id, status: 'delivered', timestamp: '1765000000', recipient_id: digits(phone) }],
    });
    expect((await webhook(delivered.payload, delivered.signature)).statusCode).toBe(200);
    expect((await row(id)).status).toBe('delivered');

    // A forged or unsigned "failed" changes nothing.
    const failed = wa.webhook({
      statuses: [
        {
          id: sent!.id,
          status: 'failed',
          recipient_id: digits(phone),
          errors: [{ code: 131049, title: 'Not delivered' }],
        },
      ],
    });
    const forged = wa.webhook(JSON.parse(failed.payload).entry[0].changes[0].value, 'not-the-app-secret');
    expect((await webhook(failed.payload, forged.signature)).statusCode).toBe(401);
    expect((await webhook(failed.payload)).statusCode).toBe(401);
    expect((await webhook(`${failed.payload} `, failed.signature)).statusCode).toBe(401);
    expect((await row(id)).channel).toBe('whatsapp');

    expect((await webhook(failed.payload, failed.signature)).statusCode).toBe(200);
    const sms = await at.latestTo(phone, /cancelled/);
    expect(sms.message).toMatch(/^Nyumba: a stay was cancelled\. .*\/bookings Stop SMS: /);
    expect(
      await until(
        () => row(id),
        (r) => r.status === 'sent',
        'sent by SMS',
      ),
    ).toMatchObject({ channel: 'sms' });
    // The same failure again (Meta retries webhooks) sends nothing more.
    expect((await webhook(failed.payload, failed.signature)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(at.sent.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it('carry each notice that went by SMS: a message unread, a booking asked and answered, a reminder, a receipt', async () => {
    const { person, phone } = await member(true, ['message', 'booking', 'reminder']);
    const site = ctx.config.PUBLIC_URL.replace(/\/$/, '');
    const deps = { jobs: ctx.app.deps.jobs, log: ctx.app.log, caps: smsCaps(ctx.config) };
    const notices: [SmsNoticeKind, NoticeWords, string, string][] = [
      ['message', { words: 'message' }, '/messages', `Nyumba: you have a message you have not read. ${site}/messages`],
      [
        'booking',
        { words: 'stayRequested' },
        '/bookings',
        `Nyumba: a guest asks for dates at your place. Answer within 24 hours: ${site}/bookings`,
      ],
      [
        'booking',
        { words: 'stayAnswered', yes: true, payBy: '10:30' },
        '/bookings',
        `Nyumba: your stay request was accepted. Pay by M-Pesa by 10:30 today (30 minutes) or the dates are freed: ${site}/bookings`,
      ],
      [
        'reminder',
        { words: 'viewingReminder', time: '14:00' },
        '/viewings',
        `Nyumba: reminder, your viewing is at 14:00 today. ${site}/viewings`,
      ],
    ];
    for (const [kind, words, path] of notices)
      await ctx.handle.db.transaction((tx) => smsNotice(deps, tx, person.user!.id, kind, words, path, kenyanMorning()));
    // A receipt is owed whatever notices were chosen: it goes the same way.
    await ctx.handle.db.transaction((tx) =>
      queueSms(deps, tx, {
        to: phone,
        kind: 'notice',
        userId: person.user!.id,
        reserved: true,
        content: { say: 'money', language: 'en', money: 'refund', facts: { amount: 4000, receipt: 'SKL4ABC123' } },
        at: kenyanMorning(),
      }),
    );
    const expected = [...notices.map((n) => n[3]), 'Nyumba refunded KSH 4,000 for a stay. M-Pesa receipt SKL4ABC123.'];
    const texts = await until(
      async () => wa.sent.filter((m) => m.to === digits(phone)).map((m) => m.text),
      (sent) => sent.length >= expected.length,
      'five WhatsApp messages',
    );
    expect(texts.sort()).toEqual(expected.sort());
    expect(at.sent.filter((m) => m.to === phone)).toHaveLength(0);
  });

  it('go by SMS at once when WhatsApp refuses the number, and to a person who did not choose it', async () => {
    const refused = await member(true);
    wa.refuse.set(digits(refused.phone), 131026);
    const id = await notice(refused.person);
    await at.latestTo(refused.phone, /cancelled/);
    expect(
      await until(
        () => row(id),
        (r) => r.status === 'sent',
        'sent',
      ),
    ).toMatchObject({ channel: 'sms' });
    expect((await row(id)).failure).toMatch(/^whatsapp 400 131026/);

    const plain = await member(false);
    await notice(plain.person);
    await at.latestTo(plain.phone, /cancelled/);
    expect(wa.sent.filter((m) => m.to === digits(plain.phone))).toHaveLength(0);
  });

  it('stop on a STOP written to the WhatsApp number', async () => {
    const { person, phone } = await member(true);
    const stop = wa.webhook({
      messages: [
        { from: digits(phone), id: 'wamid.in1', timestamp: '1765000000', type: 'text', text: { body: 'Stop' } },
      ],
    });
    expect((await webhook(stop.payload, stop.signature)).statusCode).toBe(200);
    const consents = (await person.request({ method: 'GET', url: '/api/user/consents' })).json().consents;
    expect(consents.find((c: { purpose: string }) => c.purpose === 'whatsapp').given).toBe(false);
    await notice(person);
    await at.latestTo(phone, /cancelled/);
    expect(wa.sent.filter((m) => m.to === digits(phone))).toHaveLength(0);
  });

  it("answers Meta's set-up check only for the verify token, and says WhatsApp is on", async () => {
    const check = (token: string) =>
      anonymous(ctx).request({
        method: 'GET',
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await check(wa.verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await check('guess')).statusCode).toBe(403);
    expect((await anonymous(ctx).request({ method: 'GET', url: '/api/config' })).json().whatsapp).toBe(true);
    expect((await webhook('{not json', 'sha256=00')).statusCode).toBe(400);
  });

  it('refuses to start half set', () => {
    expect(() => testConfig({ WHATSAPP_ACCESS_TOKEN: 'token' })).toThrow(
      /WhatsApp needs WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN too/,
    );
  });
});
