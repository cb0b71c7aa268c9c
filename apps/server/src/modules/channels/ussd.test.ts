// The USSD door on Africa's Talking's wire format: form-encoded sessionId, serviceCode,
// phoneNumber, text (every answer so far joined by '*'), answered in text/plain `CON …` or
// `END …`, each screen within 182 characters; the SMS it sends go through the stand-in.
import { USSD_SCREEN_MAX } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { payments } from '../../db/schema-payments.ts';
import { viewings } from '../../db/schema-bookings.ts';
import { users } from '../../db/schema.ts';

const SECRET = 'ussd-secret-for-tests-0123456789';
let at: AfricasTalkingStandIn;
let ctx: TestContext;
let lister: Caller;
const homes: { id: string; price: number }[] = [];
let plumberId = '';

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  ctx = await createTestApp({ ...at.settings(), USSD_CALLBACK_SECRET: SECRET }, { jobs: true });
  lister = await establishedUser(ctx);
  for (const price of [30_000, 45_000, 48_000, 52_000])
    homes.push(await createListingAs(lister, { areaName: 'Kilimani', price: `Ksh ${price}` }));
  const plumber = await createListingAs(lister, {
    type: 'technicians',
    trade: 'plumber',
    name: 'Westlands plumbing',
    areaName: 'Westlands',
    bedrooms: undefined,
    price: 'Ksh 1500',
  });
  plumberId = plumber.id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await at?.close();
});

/** The number an established account proved (and signs in with). */
const numberOf = async (caller: Caller) =>
  (await ctx.handle.db.select({ phone: users.phone }).from(users).where(eq(users.id, caller.user!.id)))[0]!.phone!;

let sessions = 0;
/** One step of a session: its answers so far, from a number; the raw answer. */
async function ussd(text: string, phone = '+254711000001', sessionId = `ATUid_${++sessions}`, secret = SECRET) {
  const res = await anonymous(ctx).request({
    method: 'POST',
    url: `/api/ussd/${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      sessionId,
      serviceCode: '*384*1234#',
      phoneNumber: phone,
      networkCode: '63902',
      text,
    }).toString(),
  });
  return res;
}
/** A screen's words, checked to be a whole USSD answer within 182 characters. */
async function screen(text: string, phone?: string, sessionId?: string) {
  const res = await ussd(text, phone, sessionId);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toMatch(/^(CON|END) /);
  expect(res.body.length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
  // GSM-7 only: a feature phone shows anything else as a box.
  expect(res.body).toMatch(/^[\x20-\x7e\n]*$/);
  return res.body;
}

describe('USSD: Find a home', () => {
  it('walks type, area, bedrooms and budget to three homes, and SMSes the one chosen', async () => {
    expect(await screen('')).toBe(
      'CON Nyumba\n1 Find a home\n2 My viewings\n3 My payments\n4 Find a fundi\n5 Kiswahili',
    );
    expect(await screen('1')).toContain('1 Rent\n2 Buy\n3 Bnb');
    expect(await screen('1*1')).toContain('Type the area');
    expect(await screen('1*1*kilimani')).toMatch(/^CON Bedrooms:\n1 Bedsitter/);
    expect(await screen('1*1*Kilimani*4')).toContain('top budget');
    const results = await screen('1*1*Kilimani*4*50000');
    // Within the budget, newest first: 48,000, 45,000, 30,000 (52,000 is over it).
    expect(results).toBe(
      'CON Choose one for its details by SMS:\n1 KSH 48,000, 2 bedrooms, Kilimani\n2 KSH 45,000, 2 bedrooms, Kilimani\n3 KSH 30,000, 2 bedrooms, Kilimani',
    );
    const phone = '+254711000002';
    const session = 'ATUid_home_sms';
    expect(await screen('1*1*Kilimani*4*50k*2', phone, session)).toBe(
      'END We sent the details by SMS. Thank you for using Nyumba.',
    );
    const sms = await at.latestTo(phone, /KSH 45,000/);
    expect(sms.message).toContain(`/listing/${homes[1]!.id}`);
    expect(sms.message).toContain('KSH 45,000/month, 2 bedrooms, Kilimani');
    // Never the lister's number, nor the name they typed.
    expect(sms.message).not.toMatch(/712 ?345 ?678|Bright 2 bedroom/);
    // The network repeating the last step sends nothing twice.
    await screen('1*1*Kilimani*4*50k*2', phone, session);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(at.sent.filter((s) => s.to === phone)).toHaveLength(1);
  });

  it('offers the places a misspelt area may mean, and asks again for one it cannot place', async () => {
    const choices = await screen('1*1*kilimanj');
    expect(choices).toMatch(/^CON Did you mean:\n1 Kilimani/);
    expect(choices).toMatch(/\n\d Type again$/);
    expect(await screen('1*1*kilimanj*1')).toMatch(/^CON Bedrooms:/);
    expect(await screen('1*1*zzzqqq')).toBe('CON No area called "zzzqqq". Type the area again:');
    expect(await screen('1*1*zzzqqq*Kilimani')).toMatch(/^CON Bedrooms:/);
    expect(await screen('1*1*Kilimani*7*2000')).toMatch(/^END No homes match/);
  });

  it('answers every bad input with a screen, never an error', async () => {
    expect(await screen('x')).toMatch(/^CON Choose one of the numbers\.\nNyumba\n1 Find a home/);
    expect(await screen('9')).toMatch(/^CON Choose one of the numbers\./);
    expect(await screen('1*1*Kilimani*4*lots')).toMatch(/^CON Type the amount in numbers/);
    expect(await screen('1*1*Kilimani*4*50000*7')).toMatch(/^CON Choose one of the numbers\./);
    expect(await screen(`1*1*${'a'.repeat(300)}`)).toBe('END That is too long. Please dial again.');
    expect(await screen('1*1*%00<script>')).toMatch(/^CON /);
    expect((await ussd('', '+254711000001', 's', 'not-the-secret-0123456789')).statusCode).toBe(404);
    const noSession = await anonymous(ctx).request({
      method: 'POST',
      url: `/api/ussd/${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phoneNumber=%2B254711000001&text=',
    });
    expect(noSession.statusCode).toBe(400);
  });

  it('speaks Swahili when chosen, every screen of a search within 182 characters', async () => {
    expect(await screen('5')).toBe(
      'CON Nyumba\n1 Tafuta nyumba\n2 Kutazama kwangu\n3 Malipo yangu\n4 Tafuta fundi\n5 English',
    );
    for (const text of ['5*1', '5*1*1', '5*1*1*kilimanj', '5*1*1*Kilimani', '5*1*1*Kilimani*4', '5*1*1*Kilimani*4*x'])
      await screen(text);
    expect(await screen('5*1*1*Kilimani*4*50000')).toMatch(
      /^CON Chagua moja upate maelezo kwa SMS:\n1 KSH 48,000, Vyumba 2 vya kulala, Kilimani/,
    );
    expect(await screen('5*5')).toMatch(/^CON Nyumba\n1 Find a home/);
    const phone = '+254711000003';
    expect(await screen('5*1*1*Kilimani*4*50000*1', phone)).toMatch(/^END Tumetuma maelezo kwa SMS/);
    expect((await at.latestTo(phone, /Nyumba/)).message).toMatch(
      /^Nyumba imekupatia:\nKSH 48,000 kwa mwezi, vyumba 2, Kilimani/,
    );
  });
});

describe('USSD: Find a fundi, My viewings, My payments', () => {
  it('finds a fundi by trade and area, and SMSes their page', async () => {
    expect(await screen('4')).toMatch(/^CON Find a fundi\n1 Plumber\n2 Electrician/);
    expect(await screen('4*1*Westlands')).toBe('CON Choose one for its details by SMS:\n1 Plumber, Westlands');
    expect(await screen('4*7*fundi wa mabomba*Westlands')).toContain('1 Plumber, Westlands');
    expect(await screen('4*7*astronaut')).toMatch(/^CON We do not know that trade/);
    expect(await screen('4*2*Westlands')).toMatch(/^END No fundi of that trade/);
    const phone = '+254711000004';
    await screen('4*1*Westlands*1', phone);
    expect((await at.latestTo(phone, /Plumber/)).message).toContain(`/listing/${plumberId}`);
  });

  it("lists a member's coming viewings to confirm or cancel, and their last payments", async () => {
    const stranger = '+254711000005';
    expect(await screen('2', stranger)).toMatch(/^END This number has no Nyumba account/);
    expect(await screen('3', stranger)).toMatch(/^END This number has no Nyumba account/);
    const seeker = await establishedUser(ctx);
    const seekerPhone = await numberOf(seeker);
    expect(await screen('2', seekerPhone)).toBe('END You have no viewings coming up.');
    expect(await screen('3', seekerPhone)).toBe('END You have no payments on Nyumba yet.');
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    const [viewing] = await ctx.handle.db
      .insert(viewings)
      .values({
        listingId: homes[0]!.id,
        seekerId: seeker.user!.id,
        listerId: lister.user!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const list = await screen('2', seekerPhone);
    expect(list).toMatch(/^CON 1 \w{3} \d{1,2} \w{3}, \d\d:\d\d, Bright 2 bedroom.. \(waiting\)\n0 Back$/);
    // The seeker may cancel but not confirm their own request.
    expect(await screen('2*1', seekerPhone)).toMatch(/\n2 Cancel\n0 Back$/);
    expect(await screen('2*1*1', seekerPhone)).toMatch(/^CON Choose one of the numbers/);
    const listerPhone = await numberOf(lister);
    expect(await screen('2*1', listerPhone)).toMatch(/\n1 Confirm\n2 Cancel\n0 Back$/);
    expect(await screen('2*1*1', listerPhone)).toBe('END Viewing confirmed. We told the other side by SMS or e-mail.');
    expect(await screen('2*1*2', seekerPhone)).toBe('END Viewing cancelled. We told the other side.');
    const [row] = await ctx.handle.db.select().from(viewings).where(eq(viewings.id, viewing!.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelledBy).toBe(seeker.user!.id);

    await ctx.handle.db.insert(payments).values({
      purpose: 'feature',
      payerId: seeker.user!.id,
      phone: seekerPhone,
      amount: 500,
      what: 'Featured for 7 days',
      status: 'paid',
      secretHash: 'test',
      receipt: 'TST0000001',
      answeredAt: new Date('2026-12-01T09:00:00Z'),
    });
    expect(await screen('3', seekerPhone)).toBe('END KSH 500 paid done, Tue 1 Dec');
  });
});
