// A world to rent in (modules/tenancies tests): the Daraja simulator, the Africa's Talking
// stand-in (the signing codes), the app listening where M-Pesa's callbacks come back, a lister
// with a rental of KSH 30,000 and two months' deposit, and the steps a tenancy takes.
import { addDays, kenyaToday, type Tenancy } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { checkLedger } from '../src/modules/payments/ledger.ts';
import { makeUserSeed } from '../src/seed/factories.ts';
import { AfricasTalkingStandIn } from './africastalking.ts';
import { createPayingApp, startSimulator } from './daraja.ts';
import { establishedUser, type Caller } from './http.ts';
import { createListingAs } from './listing-fixtures.ts';
import { until } from './payment-world.ts';

export const RENT = 30_000;
export const DEPOSIT = 60_000;

export async function tenancyWorld() {
  const sim = await startSimulator();
  const at = await AfricasTalkingStandIn.start();
  const moderatorSeed = makeUserSeed('mod');
  const ctx = await createPayingApp(sim, { ...at.settings(), MODERATOR_EMAILS: moderatorSeed.email }, { jobs: true });
  const lister = await establishedUser(ctx);
  const home = (
    await createListingAs(lister, {
      type: 'rentals',
      name: 'Two-bedroom flat in Kilimani',
      price: 'Ksh 30,000',
      depositMonths: 2,
    })
  ).id;
  let moderator: Caller | undefined;

  const world = {
    sim,
    at,
    ctx,
    lister,
    home,
    async moderator() {
      moderator ??= await establishedUser(ctx, moderatorSeed);
      return moderator;
    },
    async phoneOf(caller: Caller) {
      const [row] = await queryRows<{ phone: string }>(
        ctx.handle.db,
        sql`SELECT phone FROM users WHERE id = ${caller.user!.id}`,
      );
      return row!.phone;
    },
    async ask(tenant: Caller, moveIn = kenyaToday(), listingId = home) {
      return tenant.request({
        method: 'POST',
        url: '/api/tenancies',
        payload: { listingId, moveIn, months: 12, message: 'We are a couple, both working in Westlands.' },
      });
    },
    async act(caller: Caller, id: string, step: string, payload?: object) {
      return caller.request({ method: 'POST', url: `/api/tenancies/${id}/${step}`, ...(payload ? { payload } : {}) });
    },
    async read(caller: Caller, id: string): Promise<Tenancy> {
      return (await caller.request({ method: 'GET', url: `/api/tenancies/${id}` })).json().tenancy as Tenancy;
    },
    /** Signs with the code the SMS brought. */
    async sign(caller: Caller, id: string) {
      const before = at.sent.length;
      const asked = await world.act(caller, id, 'sign/code');
      expect(asked.statusCode, asked.body).toBe(200);
      const phone = await world.phoneOf(caller);
      const sms = await at.latestTo(phone, /tenancy agreement/, 15_000, before);
      const signed = await world.act(caller, id, 'sign', { code: /(\d{6})/.exec(sms.message)![1] });
      expect(signed.statusCode, signed.body).toBe(200);
      return signed.json().tenancy as Tenancy;
    },
    /** A new tenant's tenancy, asked, accepted and signed by both. */
    async signed(moveIn = kenyaToday()) {
      const tenant = await establishedUser(ctx);
      const asked = await world.ask(tenant, moveIn);
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().tenancy.id as string;
      const accepted = await world.act(lister, id, 'answer', {
        answer: 'accept',
        terms: { houseRules: 'No loud music after 22:00.' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await world.sign(tenant, id);
      await world.sign(lister, id);
      return { tenant, id };
    },
    /** Paid by M-Pesa (the simulator's prompt approved), and held. */
    async paid(moveIn = kenyaToday()) {
      const { tenant, id } = await world.signed(moveIn);
      const asked = await world.act(tenant, id, 'pay');
      expect(asked.statusCode, asked.body).toBe(200);
      const number = (await world.phoneOf(tenant)).replace('+', '');
      const [prompt] = await until(
        async () => sim.sim.waitingFor(number),
        (list) => list.length === 1,
        'a prompt',
      );
      sim.sim.answer(prompt!.checkoutId, 'approve');
      await until(
        () => world.read(tenant, id),
        (t) => t.status === 'paid',
        'paid',
      );
      return { tenant, id };
    },
    async close() {
      await ctx.close();
      await sim.close();
      await at.close();
    },
  };
  return world;
}

export type TenancyWorld = Awaited<ReturnType<typeof tenancyWorld>>;

/**
 * One world for a test file: made before its tests (filled in place, so the file holds it
 * from the start), closed after them, and the whole ledger checked clean after each test.
 */
export function tenancyWorldForFile(): TenancyWorld {
  const world = {} as TenancyWorld;
  beforeAll(async () => {
    Object.assign(world, await tenancyWorld());
  }, 90_000);
  afterAll(() => world.close());
  afterEach(async () => {
    expect(await checkLedger(world.ctx.handle.db)).toMatchObject({
      unbalanced: 0,
      total: 0,
      staysOff: 0,
      tenanciesOff: 0,
    });
  });
  return world;
}
export { addDays, kenyaToday };
