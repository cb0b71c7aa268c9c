// Issue 39: SMS notices. A person chooses in Settings which to get by SMS; an account with no
// e-mail gets them all by default. At most five a Kenyan day, none between 21:00 and 07:00
// but reminders, each with its link, and one tap on the stop link ends them.
import { SMS_QUIET_FROM_HOUR, SMS_QUIET_UNTIL_HOUR, SMS_STOPPED } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { anonymous, establishedUser, provenNumber, signedUpUser } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { mailWaitingMessages } from '../messages/mail.ts';
import { smsNotice } from './notices.ts';
import { smsCaps } from './sms-gate.ts';
import { africasTalkingSender } from './sms-transport.ts';

let at: AfricasTalkingStandIn;
let ctx: TestContext;

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  ctx = await createTestApp(at.settings(), { jobs: true });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await at.close();
});

/** 10:00 or 22:00 in Kenya (UTC+3) today. */
const kenyan = (hour: number) => {
  const at = new Date();
  at.setUTCHours(hour - 3, 0, 0, 0);
  return at;
};
/**
 * `at`, or when that falls in Kenya's quiet hours (no notice SMS then), the next 10:00 there:
 * the run the test makes "ten minutes on" must not depend on the hour the suite runs.
 */
const inKenyanDaytime = (at: Date) => {
  const hour = (at.getUTCHours() + 3) % 24;
  if (hour < SMS_QUIET_FROM_HOUR && hour >= SMS_QUIET_UNTIL_HOUR) return at;
  const next = new Date(at);
  next.setUTCHours(10 - 3, 0, 0, 0);
  if (next <= at) next.setUTCDate(next.getUTCDate() + 1);
  return next;
};
const deps = () => ({ jobs: ctx.app.deps.jobs, log: ctx.app.log, caps: smsCaps(ctx.config) });
const notice = async (userId: string, kind: 'booking' | 'reminder', now: Date) =>
  (await ctx.handle.db.transaction((tx) =>
    smsNotice(deps(), tx, userId, kind, { words: 'stayCancelled' }, '/bookings', now),
  )) !== null;

describe('SMS notices', () => {
  it('go only to the kinds chosen, never at night but reminders, at most five a day', async () => {
    const person = await signedUpUser(ctx);
    const phone = await provenNumber(ctx, person);
    // An account with an e-mail gets none until it chooses.
    expect(await notice(person.user!.id, 'booking', kenyan(10))).toBe(false);
    const chosen = await person.request({
      method: 'PUT',
      url: '/api/user/sms-notices',
      payload: { kinds: ['booking', 'reminder'] },
    });
    expect(chosen.json().smsNotices).toEqual(['booking', 'reminder']);
    expect(await notice(person.user!.id, 'booking', kenyan(22))).toBe(false);
    expect(await notice(person.user!.id, 'reminder', kenyan(22))).toBe(true);
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await notice(person.user!.id, 'booking', kenyan(10)));
    expect(sent).toEqual([true, true, true, true, false]);
    const sms = await at.latestTo(phone, /cancelled/);
    expect(sms.message).toContain(`${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/bookings`);
    expect(sms.message).toMatch(/Stop SMS: https?:\/\/[^ ]+\/sms-stop#token=[\w-]{43}$/);
  });

  it('an unread message reaches a lister with no e-mail by SMS, and one tap on its stop link ends them', async () => {
    const lister = await establishedUser(ctx);
    // As an account made by phone: no e-mail, every notice by default.
    await ctx.handle.db.execute(
      (await import('drizzle-orm'))
        .sql`UPDATE users SET email = NULL, email_verified_at = NULL WHERE id = ${lister.user!.id}`,
    );
    const phone = (await lister.request({ method: 'GET', url: '/api/auth/me' })).json().phone as string;
    const listing = await createListingAs(lister, { name: 'Bedsitter in Ngara' });
    const seeker = await establishedUser(ctx);
    await seeker.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: listing.id, text: 'Is it free?' },
    });
    const sender = africasTalkingSender({ baseUrl: at.url, username: at.username, apiKey: at.apiKey });
    const at10 = kenyan(10);
    const mailed = await mailWaitingMessages(
      {
        db: ctx.handle.db,
        mailer: async () => {},
        log: ctx.app.log,
        publicUrl: 'https://nyumba.test',
        sms: { sender, caps: smsCaps(ctx.config) },
      },
      inKenyanDaytime(new Date(Math.max(Date.now(), at10.getTime()) + 11 * 60_000)),
    );
    expect(mailed).toBe(0);
    const sms = await at.latestTo(phone, /a message you have not read/);
    const stop = /\/sms-stop#token=([\w-]+)/.exec(sms.message)![1]!;
    const stopped = await anonymous(ctx).request({ method: 'POST', url: `/api/sms/stop/${stop}` });
    expect(stopped.json()).toEqual({ code: 'phone.sms-stopped', success: true, message: SMS_STOPPED });
    expect((await anonymous(ctx).request({ method: 'POST', url: `/api/sms/stop/${stop}` })).statusCode).toBe(404);
    expect(await notice(lister.user!.id, 'booking', kenyan(10))).toBe(false);
  });
});
