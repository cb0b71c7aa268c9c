// SMS that answers: Africa's Talking posts every SMS sent to Nyumba's number (form-encoded
// from, to, text, date, id, linkId); HELP and MSAADA say what to send, NYUMBA <area>
// <bedrooms> <budget> answers three homes with their links, STOP ends SMS. Every reply is an
// SMS through the stand-in, within the caps.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { anonymous, establishedUser } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { until } from '../../../test/payment-world.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { queryRows } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { readSmsSearch } from './sms-replies.ts';

const SECRET = 'incoming-secret-for-tests-0123456789';
let at: AfricasTalkingStandIn;
let ctx: TestContext;
const ids: string[] = [];

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  // Three SMS an hour for one number's requests: the cap a flood of texts meets.
  ctx = await createTestApp(
    { ...at.settings(), SMS_INCOMING_SECRET: SECRET, SMS_CODES_PER_ADDRESS_HOUR: '3' },
    { jobs: true },
  );
  const lister = await establishedUser(ctx);
  for (const price of [25_000, 28_000, 33_000, 60_000])
    ids.push((await createListingAs(lister, { areaName: 'Kileleshwa', price: `Ksh ${price}` })).id);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await at?.close();
});

let messages = 0;
const incoming = (from: string, text: string, secret = SECRET) =>
  anonymous(ctx).request({
    method: 'POST',
    url: `/api/sms/incoming/${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      from,
      to: '21234',
      text,
      date: '2026-12-07 10:00:00',
      id: `at-in-${++messages}`,
      linkId: `link-${messages}`,
    }).toString(),
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('SMS that answers', () => {
  it('reads NYUMBA <area> <bedrooms> <budget> as the search box would', () => {
    expect(readSmsSearch('Kileleshwa 2 35000')).toEqual({
      type: 'rentals',
      area: 'Kileleshwa',
      bedrooms: '2-bedroom',
      maxPrice: 35_000,
    });
    expect(readSmsSearch('bnb diani 1 8k')).toMatchObject({ type: 'bnbs', area: 'Diani', maxPrice: 8_000 });
    expect(readSmsSearch('kileleshwa bedsitter 15,000')).toMatchObject({ bedrooms: 'bedsitter', maxPrice: 15_000 });
    expect(readSmsSearch('kileleshwa two cheap')).toBeNull();
    expect(readSmsSearch('2 30000')).toBeNull();
  });

  it('answers NYUMBA with three homes and their links, never the lister’s words', async () => {
    const from = '+254722000001';
    const res = await incoming(from, 'nyumba Kileleshwa 2 35000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Received' });
    const sms = await at.latestTo(from, /Nyumba found/);
    const lines = sms.message.split('\n');
    expect(lines[0]).toBe('Nyumba found for you:');
    expect(lines.slice(1, 4)).toEqual([
      expect.stringContaining(`KSH 33,000/month, 2 bedrooms, Kileleshwa: ${ctx.config.PUBLIC_URL}/listing/${ids[2]}`),
      expect.stringContaining(`/listing/${ids[1]}`),
      expect.stringContaining(`/listing/${ids[0]}`),
    ]);
    expect(sms.message).not.toMatch(/Bright 2 bedroom|712 ?345 ?678/);
  });

  it('answers HELP in English and MSAADA in Swahili, a search it cannot read with an example', async () => {
    await incoming('+254722000002', 'HELP');
    expect((await at.latestTo('+254722000002', /NYUMBA/)).message).toMatch(/^Nyumba by SMS: send NYUMBA/);
    await incoming('+254722000003', ' msaada ');
    expect((await at.latestTo('+254722000003', /NYUMBA/)).message).toMatch(/^Nyumba kwa SMS: tuma NYUMBA/);
    await incoming('+254722000004', 'NYUMBA somewhere');
    expect((await at.latestTo('+254722000004', /NYUMBA/)).message).toMatch(/e\.g\. NYUMBA Kilimani 2 30000/);
    await incoming('+254722000004', 'NYUMBA Kileleshwa 2 5000');
    expect((await at.latestTo('+254722000004', /no home/)).message).toMatch(/no home matches/);
  });

  it('answers nothing to other words, a forged address changes nothing, and one number meets the cap', async () => {
    const before = at.sent.length;
    expect((await incoming('+254722000005', 'hello is the house available?')).statusCode).toBe(200);
    expect((await incoming('+254722000005', 'HELP', 'forged-secret-0123456789abc')).statusCode).toBe(404);
    // WhatsApp is off on this server: its webhook is no address at all.
    const hook = await anonymous(ctx).request({ method: 'POST', url: '/api/whatsapp/webhook', payload: { entry: [] } });
    expect(hook.statusCode).toBe(404);
    await settle();
    expect(at.sent.length).toBe(before);

    const from = '+254722000006';
    for (let i = 0; i < 5; i++) expect((await incoming(from, 'NYUMBA Kileleshwa 2 35000')).statusCode).toBe(200);
    await until(
      async () => at.sent.filter((s) => s.to === from).length,
      (n) => n >= 3,
      'three replies',
    );
    await settle();
    expect(at.sent.filter((s) => s.to === from)).toHaveLength(3);
    const [row] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM sms_messages WHERE "to" = ${from}`,
    );
    expect(row!.n).toBe(3);
  });

  it('STOP from a member’s number ends their SMS, with the same answer as for any number', async () => {
    const member = await establishedUser(ctx);
    const [{ phone }] = (await ctx.handle.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, member.user!.id))) as [{ phone: string }];
    const stopped = await incoming(phone, 'Acha');
    expect(stopped.json()).toMatchObject({ success: true, message: 'Stopped' });
    expect(await incoming('+254722000007', 'STOP').then((r) => r.json())).toEqual(stopped.json());
    const [consent] = await queryRows<{ withdrawn_by: string }>(
      ctx.handle.db,
      sql`SELECT withdrawn_by FROM consents WHERE user_id = ${member.user!.id} AND purpose = 'sms-notices'`,
    );
    expect(consent!.withdrawn_by).toBe('sms-stop');
  });
});
