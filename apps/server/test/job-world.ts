// A world to hire in (modules/jobs tests): the Daraja simulator, the Africa's Talking stand-in,
// the app listening where M-Pesa's callbacks come back, a client, two plumbers serving Kilimani
// (one by naming it, one by a pin within reach), an electrician, and the steps a job takes.
import type { Job } from '@nyumba/domain';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { checkLedger } from '../src/modules/payments/ledger.ts';
import { makeUserSeed } from '../src/seed/factories.ts';
import { AfricasTalkingStandIn } from './africastalking.ts';
import { createPayingApp, startSimulator } from './daraja.ts';
import { establishedUser, type Caller } from './http.ts';
import { createListingAs } from './listing-fixtures.ts';
import { until } from './payment-world.ts';

export const JOB = {
  trade: 'plumber',
  areaName: 'Kilimani',
  description: 'The kitchen sink leaks under the cabinet and the tap drips.',
  when: 'this-week',
};

const service = (caller: Caller, overrides: Record<string, unknown>) =>
  createListingAs(caller, {
    type: 'technicians',
    trade: 'plumber',
    name: `Plumbing by ${caller.user!.username}`,
    price: 1500,
    priceUnit: 'visit',
    ...overrides,
  });

export async function jobWorld() {
  const sim = await startSimulator();
  const at = await AfricasTalkingStandIn.start();
  const moderatorSeed = makeUserSeed('mod');
  const ctx = await createPayingApp(sim, { ...at.settings(), MODERATOR_EMAILS: moderatorSeed.email }, { jobs: true });
  const [plumber, nearby, electrician] = [
    await establishedUser(ctx),
    await establishedUser(ctx),
    await establishedUser(ctx),
  ];
  await service(plumber, { areaName: 'Kilimani', areasServed: ['Kilimani', 'Lavington'] });
  // No areas named: a pin in Hurlingham, 2 km from Kilimani's centre, serves it.
  await service(nearby, { areaName: 'Hurlingham' });
  await service(electrician, { trade: 'electrician', areaName: 'Kilimani' });
  let moderator: Caller | undefined;

  const world = {
    sim,
    at,
    ctx,
    plumber,
    nearby,
    electrician,
    async moderator() {
      moderator ??= await establishedUser(ctx, moderatorSeed);
      return moderator;
    },
    async post(client: Caller, body: Record<string, unknown> = {}) {
      return client.request({ method: 'POST', url: '/api/jobs', payload: { ...JOB, ...body } });
    },
    async act(caller: Caller, id: string, step: string, payload?: object) {
      return caller.request({ method: 'POST', url: `/api/jobs/${id}/${step}`, ...(payload ? { payload } : {}) });
    },
    async read(caller: Caller, id: string): Promise<Job> {
      return (await caller.request({ method: 'GET', url: `/api/jobs/${id}` })).json().job as Job;
    },
    async quote(provider: Caller, id: string, body: Record<string, unknown> = {}) {
      return world.act(provider, id, 'quotes', {
        price: 4_500,
        includes: 'New trap and tap washer, labour',
        startsOn: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        days: 1,
        ...body,
      });
    },
    /** Approves the prompt on the client's phone and waits for the job to be paid. */
    async pay(client: Caller, id: string, amount: number) {
      const asked = await world.act(client, id, 'pay');
      expect(asked.statusCode, asked.body).toBe(200);
      const number = await world.phoneOf(client);
      const [prompt] = await until(
        async () => sim.sim.waitingFor(number.replace('+', '')),
        (list) => list.length === 1,
        'a prompt',
      );
      expect(prompt!.amount).toBe(amount);
      sim.sim.answer(prompt!.checkoutId, 'approve');
      return until(
        () => world.read(client, id),
        (job) => job.status === 'paid',
        'paid',
      );
    },
    async phoneOf(caller: Caller) {
      const { users } = await import('../src/db/schema.ts');
      const { eq } = await import('drizzle-orm');
      const [row] = await ctx.handle.db.select({ phone: users.phone }).from(users).where(eq(users.id, caller.user!.id));
      return row!.phone!;
    },
    /** A new client's job, quoted by the plumber at `price` (with `stages`), accepted. */
    async accepted(price = 4_500, stages?: { label: string; amount: number }[]) {
      const client = await establishedUser(ctx);
      const posted = await world.post(client);
      expect(posted.statusCode, posted.body).toBe(201);
      const id = posted.json().job.id as string;
      const quoted = await world.quote(plumber, id, { price, ...(stages ? { stages } : {}) });
      expect(quoted.statusCode, quoted.body).toBe(201);
      const accepted = await client.request({
        method: 'POST',
        url: `/api/jobs/${id}/quotes/${quoted.json().quote.id}/accept`,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return { client, id };
    },
    async close() {
      await ctx.close();
      await sim.close();
      await at.close();
    },
  };
  return world;
}

export type JobWorld = Awaited<ReturnType<typeof jobWorld>>;

/** One world for a test file, the whole ledger checked clean after each test. */
export function jobWorldForFile(): JobWorld {
  const world = {} as JobWorld;
  beforeAll(async () => {
    Object.assign(world, await jobWorld());
  }, 90_000);
  afterAll(() => world.close());
  afterEach(async () => {
    expect(await checkLedger(world.ctx.handle.db)).toMatchObject({
      unbalanced: 0,
      total: 0,
      staysOff: 0,
      tenanciesOff: 0,
      jobsOff: 0,
    });
  });
  return world;
}
