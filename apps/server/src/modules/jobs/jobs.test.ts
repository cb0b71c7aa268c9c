// Issue 59: a job on Nyumba, step by step through HTTP, against the Daraja simulator and the
// Africa's Talking stand-in: posted, matched providers told, quoted side by side, accepted,
// paid into the hold, done, confirmed and paid out, reviewed by both; and each refusal. Every
// shilling through the ledger, which checks clean after each test.
import {
  JOB_NOT_YOUR_TRADE,
  JOB_OWN_JOB,
  JOB_PRICE_ERROR,
  JOB_STAGES_ERROR,
  JOB_TOO_MANY_OPEN,
  JOB_TRADE_ERROR,
  JOB_PHOTOS_ERROR,
  JOB_QUOTES_FULL,
  JOB_NEEDS_NUMBER,
} from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { establishedUser, signedUpUser } from '../../../test/http.ts';
import { jobWorldForFile } from '../../../test/job-world.ts';
import { uploadPhoto } from '../../../test/listing-fixtures.ts';
import { until } from '../../../test/payment-world.ts';
import { jobDepsOf } from './deps.ts';
import { jobTick } from './job-clock.ts';

const world = jobWorldForFile();

describe('a job on Nyumba', () => {
  it('posted, told to matching providers, quoted side by side, accepted, paid, done, confirmed, reviewed', async () => {
    const { plumber, nearby, electrician } = world;
    const client = await establishedUser(world.ctx);
    const stranger = await establishedUser(world.ctx);
    const photo = await uploadPhoto(client);

    const posted = await world.post(client, { photos: [photo], budget: 5_000 });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().job.id as string;
    expect(posted.json().job).toMatchObject({ status: 'open', trade: 'plumber', areaName: 'Kilimani', role: 'client' });
    expect(posted.body).not.toContain((await world.phoneOf(client)).slice(4));

    // Both plumbers hear (one names Kilimani, one's pin is 2 km away); the electrician and a stranger do not.
    for (const provider of [plumber, nearby]) {
      const near = await provider.request({ method: 'GET', url: '/api/jobs/near' });
      expect(near.json().jobs.map((job: { id: string }) => job.id)).toContain(id);
    }
    const notices = await queryRows<{ n: number }>(
      world.ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM job_notices WHERE job_id = ${id}`,
    );
    expect(notices[0]!.n).toBe(2);
    expect((await electrician.request({ method: 'GET', url: '/api/jobs/near' })).json().jobs).toEqual([]);
    expect((await stranger.request({ method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(404);
    const wrongTrade = await world.quote(electrician, id);
    expect([wrongTrade.statusCode, wrongTrade.json().message]).toEqual([403, JOB_NOT_YOUR_TRADE]);
    const own = await world.quote(client, id);
    expect([own.statusCode, own.json().message]).toEqual([403, JOB_OWN_JOB]);
    const cheap = await world.quote(plumber, id, { price: 99 });
    expect([cheap.statusCode, cheap.json().errors]).toEqual([400, { price: JOB_PRICE_ERROR }]);

    const first = await world.quote(plumber, id, { price: 5_000 });
    expect(first.statusCode, first.body).toBe(201);
    // Revised before acceptance: one quote per provider, its new price.
    const revised = await world.quote(plumber, id, { price: 4_500 });
    expect(revised.json().quote).toMatchObject({ id: first.json().quote.id, price: 4_500 });
    const second = await world.quote(nearby, id, { price: 3_800, days: 2 });
    expect(second.statusCode, second.body).toBe(201);
    // A provider sees their own quote and the count, not the other's price.
    const seenByNearby = await world.read(nearby, id);
    expect(seenByNearby.quotes.map((q) => q.price)).toEqual([3_800]);
    expect(seenByNearby.quoteCount).toBe(2);

    const sideBySide = await world.read(client, id);
    expect(sideBySide.status).toBe('quoted');
    expect(sideBySide.quotes.map((q) => q.price).sort()).toEqual([3_800, 4_500]);
    const mine = sideBySide.quotes.find((q) => q.price === 4_500)!;
    expect(mine.checks.map((check) => check.kind)).toEqual(['phone']);
    expect(mine.distanceKm).toBe(0);
    expect(mine.responseMinutes).not.toBeNull();
    expect(mine.repeatClients).toBe(0);

    const accepted = await client.request({ method: 'POST', url: `/api/jobs/${id}/quotes/${mine.id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().job).toMatchObject({ status: 'accepted', stage: { number: 1, of: 1, amount: 4_500 } });
    // The declined provider sees nothing of the chosen quote.
    const declined = await world.read(nearby, id);
    expect(declined.accepted).toBeNull();
    expect(declined.quotes[0]!.status).toBe('declined');
    expect(JSON.stringify(declined)).not.toContain('4500');

    const paid = await world.pay(client, id, 4_500);
    expect(paid.money).toEqual({ held: 4_500, toProvider: 0, toClient: 0 });
    expect(paid.receipt).toMatch(/^[A-Z0-9]+$/);

    expect((await world.act(client, id, 'done')).statusCode).toBe(403);
    const proof = await uploadPhoto(plumber);
    const done = await world.act(plumber, id, 'done', { photos: [proof], note: 'Trap replaced, no more leak.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().job.status).toBe('done');
    expect(Date.parse(done.json().job.releaseAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);

    const confirmed = await world.act(client, id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().job).toMatchObject({
      status: 'released',
      money: { held: 0, toProvider: 4_500, toClient: 0 },
    });
    // Paid out to the plumber's proven number by B2C.
    const plumberNumber = (await world.phoneOf(plumber)).replace('+', '');
    await until(
      async () => [...world.sim.sim.b2cHistory.values()].filter((p) => p.phone === plumberNumber && p.amount === 4_500),
      (list) => list.length === 1 && list[0]!.status === 'paid',
      'a payout',
    );

    // A released job is a hire: both sides review it.
    const conversationId = confirmed.json().job.conversationId as string;
    const deals = await client.request({ method: 'GET', url: `/api/conversations/${conversationId}/deals` });
    const hire = deals.json().deals.find((deal: { kind: string }) => deal.kind === 'hire');
    expect(hire).toBeTruthy();
    for (const [caller, text] of [
      [client, 'Came on time and fixed the leak properly, clean work.'],
      [plumber, 'Clear about the job and paid through Nyumba promptly.'],
    ] as const) {
      const review = await caller.request({
        method: 'POST',
        url: '/api/reviews',
        payload: { kind: 'hire', dealId: hire.id, quality: 5, punctuality: 5, price: 4, text },
      });
      expect(review.statusCode, review.body).toBe(201);
    }
  });

  it('refuses bad input and limits with clear errors, and keeps nothing', async () => {
    const client = await establishedUser(world.ctx);
    const photos = await Promise.all(Array.from({ length: 7 }, () => uploadPhoto(client)));
    const tooMany = await world.post(client, { photos });
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([400, { photos: JOB_PHOTOS_ERROR }]);
    const badTrade = await world.post(client, { trade: 'astronaut' });
    expect([badTrade.statusCode, badTrade.json().errors]).toEqual([400, { trade: JOB_TRADE_ERROR }]);
    const unproven = await signedUpUser(world.ctx);
    const noNumber = await world.post(unproven);
    expect([noNumber.statusCode, noNumber.json().message]).toEqual([403, JOB_NEEDS_NUMBER]);
    for (let n = 0; n < 5; n += 1) expect((await world.post(client)).statusCode).toBe(201);
    const sixth = await world.post(client);
    expect([sixth.statusCode, sixth.json().message]).toEqual([409, JOB_TOO_MANY_OPEN]);
    const [count] = await queryRows<{ n: number }>(
      world.ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE client_id = ${client.user!.id}`,
    );
    expect(count!.n).toBe(5);
    // Two stages only from KSH 50,000, adding up to the price.
    const id = (await world.post(await establishedUser(world.ctx))).json().job.id as string;
    const small = await world.quote(world.plumber, id, {
      price: 20_000,
      stages: [
        { label: 'Materials', amount: 10_000 },
        { label: 'Completion', amount: 10_000 },
      ],
    });
    expect([small.statusCode, small.json().errors]).toEqual([400, { stages: JOB_STAGES_ERROR }]);
  });

  it('takes at most five quotes a job', async () => {
    const { id } = { id: (await world.post(await establishedUser(world.ctx))).json().job.id as string };
    const extra = [];
    for (let n = 0; n < 4; n += 1) {
      const provider = await establishedUser(world.ctx);
      const { createListingAs } = await import('../../../test/listing-fixtures.ts');
      await createListingAs(provider, {
        type: 'technicians',
        trade: 'plumber',
        areaName: 'Kilimani',
        price: 900,
        priceUnit: 'visit',
      });
      extra.push(provider);
    }
    for (const provider of [world.plumber, ...extra]) expect((await world.quote(provider, id)).statusCode).toBe(201);
    const sixth = await world.quote(world.nearby, id);
    expect([sixth.statusCode, sixth.json().message]).toEqual([409, JOB_QUOTES_FULL]);
  });

  it('pays a big job in two stages, each held and released on its own', async () => {
    const { client, id } = await world.accepted(60_000, [
      { label: 'Materials', amount: 35_000 },
      { label: 'Completion', amount: 25_000 },
    ]);
    await world.pay(client, id, 35_000);
    expect((await world.act(world.plumber, id, 'done')).statusCode).toBe(200);
    const first = await world.act(client, id, 'confirm');
    expect(first.json().job).toMatchObject({
      status: 'accepted',
      stage: { number: 2, of: 2, label: 'Completion', amount: 25_000 },
      money: { held: 0, toProvider: 35_000 },
    });
    await world.pay(client, id, 25_000);
    await world.act(world.plumber, id, 'done');
    const last = await world.act(client, id, 'confirm');
    expect(last.json().job).toMatchObject({ status: 'released', money: { held: 0, toProvider: 60_000, toClient: 0 } });
  });

  it('releases by itself 72 hours after done, with reminders first', async () => {
    const { client, id } = await world.accepted(2_000);
    await world.pay(client, id, 2_000);
    await world.act(world.plumber, id, 'done');
    const deps = jobDepsOf({ config: world.ctx.config, db: world.ctx.handle.db }, world.ctx.app.log);
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    expect(await jobTick(deps, hours(25))).toEqual({ reminded: 1, released: 0 });
    expect(await jobTick(deps, hours(26))).toEqual({ reminded: 0, released: 0 });
    expect(await jobTick(deps, hours(73))).toEqual({ reminded: 0, released: 1 });
    expect((await world.read(client, id)).money).toEqual({ held: 0, toProvider: 2_000, toClient: 0 });
  });

  it('holds the money on a problem until a moderator splits it, with a reason', async () => {
    const { client, id } = await world.accepted(8_000);
    await world.pay(client, id, 8_000);
    // Neither side's account can be deleted while the money is held between them.
    for (const side of [client, world.plumber]) {
      const preview = await side.request({ method: 'GET', url: '/api/user/deletion' });
      expect(preview.json().blockers).toContainEqual(expect.objectContaining({ kind: 'job', id, path: `/jobs/${id}` }));
    }
    const problem = await world.act(client, id, 'problem', {
      kind: 'not-as-agreed',
      note: 'Only half the pipes replaced.',
    });
    expect(problem.json().job.status).toBe('disputed');
    expect((await world.act(client, id, 'confirm')).statusCode).toBe(409);
    const moderator = await world.moderator();
    const queue = await moderator.request({ method: 'GET', url: '/api/moderation/jobs' });
    expect(queue.json().jobs.map((job: { id: string }) => job.id)).toContain(id);
    expect((await client.request({ method: 'GET', url: '/api/moderation/jobs' })).statusCode).toBe(403);
    const decided = await moderator.request({
      method: 'POST',
      url: `/api/moderation/jobs/${id}/decide`,
      payload: { outcome: 'split', toProvider: 4_000, reason: 'Half the work was done, as the photos show.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().job).toMatchObject({
      status: 'closed',
      money: { held: 0, toProvider: 4_000, toClient: 4_000 },
      decision: { outcome: 'split' },
    });
  });

  it('refunds in full when the client cancels before the start, or the provider after accepting (and marks the provider)', async () => {
    const before = await world.accepted(3_000);
    await world.pay(before.client, before.id, 3_000);
    const cancelled = await world.act(before.client, before.id, 'cancel', { reason: 'Fixed it myself' });
    expect(cancelled.json().job).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      money: { toClient: 3_000 },
    });

    const marks = async () =>
      (
        await queryRows<{ n: number }>(
          world.ctx.handle.db,
          sql`SELECT host_cancellations AS n FROM users WHERE id = ${world.plumber.user!.id}`,
        )
      )[0]!.n;
    const was = await marks();
    const after = await world.accepted(3_000);
    await world.pay(after.client, after.id, 3_000);
    const dropped = await world.act(world.plumber, after.id, 'cancel');
    expect(dropped.json().job).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
      money: { toClient: 3_000 },
    });
    expect(await marks()).toBe(was + 1);
  });
});

describe('a job’s money under races', () => {
  it('pays out once when the client confirms twice at once and the clock runs beside them', async () => {
    const { client, id } = await world.accepted(2_500);
    await world.pay(client, id, 2_500);
    await world.act(world.plumber, id, 'done');
    const deps = jobDepsOf({ config: world.ctx.config, db: world.ctx.handle.db }, world.ctx.app.log);
    const [a, b] = await Promise.all([
      world.act(client, id, 'confirm'),
      world.act(client, id, 'confirm'),
      jobTick(deps, new Date(Date.now() + 73 * 3_600_000)),
    ]);
    // Whoever comes first releases (a confirm, or the clock); the others find it released.
    expect([a!.statusCode, b!.statusCode].filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect([a!.statusCode, b!.statusCode].every((status) => status === 200 || status === 409)).toBe(true);
    expect((await world.read(client, id)).money).toEqual({ held: 0, toProvider: 2_500, toClient: 0 });
    const [payouts] = await queryRows<{ n: number }>(
      world.ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM payouts WHERE job_id = ${id}`,
    );
    expect(payouts!.n).toBe(1);
  });

  it('sends one prompt for two taps on Pay', async () => {
    const { client, id } = await world.accepted(1_200);
    const taps = await Promise.all([world.act(client, id, 'pay'), world.act(client, id, 'pay')]);
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 429]);
    const number = (await world.phoneOf(client)).replace('+', '');
    expect(world.sim.sim.waitingFor(number)).toHaveLength(1);
    world.sim.sim.answer(world.sim.sim.waitingFor(number)[0]!.checkoutId, 'cancel');
    await until(
      () => world.read(client, id),
      (job) => !job.paying,
      'the prompt to end',
    );
  });
});
