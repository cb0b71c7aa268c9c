// A world to pay in (modules/payments tests): the Daraja simulator on a port of its own, the
// app listening where its callbacks come back, a host with a bnb, a moderator, and the steps
// every payment test takes (a stay accepted, a prompt on the guest's phone, waiting for money).
import { addDays, PAYMENT_SENT, type Stay } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { paymentDeps } from '../src/modules/payments/deps.ts';
import { makeUserSeed } from '../src/seed/factories.ts';
import { kenyaToday } from '@nyumba/domain';
import { createPayingApp, startSimulator, type SimulatorHandle } from './daraja.ts';
import { establishedUser, type Caller } from './http.ts';
import { createListingAs } from './listing-fixtures.ts';
import type { TestAppOptions, TestContext } from './test-app.ts';
import type { Config } from '../src/config.ts';

/** Polls `read` until `done`, or fails naming `what` with the last value. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function paymentWorld(
  listing: Record<string, unknown> = {},
  app: { overrides?: Partial<Record<keyof Config, string>>; options?: TestAppOptions } = {},
) {
  const sim: SimulatorHandle = await startSimulator();
  const moderatorSeed = makeUserSeed();
  const ctx: TestContext & { url: string } = await createPayingApp(
    sim,
    { MODERATOR_EMAILS: moderatorSeed.email, ...app.overrides },
    app.options,
  );
  const host = await establishedUser(ctx);
  const bnb = (
    await createListingAs(host, {
      type: 'bnbs',
      name: 'Diani cottage',
      areaName: 'Diani',
      price: 4000,
      maxGuests: 4,
      ...listing,
    })
  ).id;
  let offset = 10;
  let moderatorCaller: Caller | undefined;

  const world = {
    sim,
    ctx,
    host,
    bnb,
    money: () => paymentDeps({ config: ctx.config, db: ctx.handle.db }, ctx.app.log)!,
    phoneOf: async (caller: Caller) =>
      (await ctx.handle.db.select({ phone: users.phone }).from(users).where(eq(users.id, caller.user!.id)))[0]!.phone!,
    async moderator(): Promise<Caller> {
      moderatorCaller ??= await establishedUser(ctx, moderatorSeed);
      return moderatorCaller;
    },
    /** A stay of `nights` from `daysAhead` days ahead, asked by a new guest and accepted by the host. */
    async acceptedStay(nights = 2, daysAhead?: number): Promise<{ guest: Caller; stay: Stay }> {
      const guest = await establishedUser(ctx);
      const from = daysAhead ?? (offset += 3);
      const asked = await guest.request({
        method: 'POST',
        url: '/api/stays',
        payload: {
          listingId: bnb,
          checkIn: addDays(kenyaToday(), from),
          checkOut: addDays(kenyaToday(), from + nights),
          guests: 2,
          message: 'We are two, arriving in the afternoon.',
        },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().stay.id as string;
      const accepted = await host.request({
        method: 'POST',
        url: `/api/stays/${id}/answer`,
        payload: { answer: 'accept' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return { guest, stay: accepted.json().stay as Stay };
    },
    async stayOf(caller: Caller, id: string): Promise<Stay> {
      const all = (await caller.request({ method: 'GET', url: '/api/stays' })).json().stays as Stay[];
      return all.find((stay) => stay.id === id)!;
    },
    /** The guest asks to pay; the simulator's prompt on their phone. */
    async prompt(guest: Caller, stayId: string) {
      const paid = await guest.request({ method: 'POST', url: `/api/stays/${stayId}/pay`, payload: {} });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().message).toBe(PAYMENT_SENT);
      const number = (await world.phoneOf(guest)).replace('+', '');
      return until(
        async () => sim.sim.waitingFor(number),
        (list) => list.length === 1,
        'a prompt',
      ).then((list) => list[0]!);
    },
    /** A stay paid and its money held. */
    async heldStay(nights = 2, daysAhead?: number) {
      const { guest, stay } = await world.acceptedStay(nights, daysAhead);
      const shown = await world.prompt(guest, stay.id);
      sim.sim.answer(shown.checkoutId, 'approve');
      const held = await until(
        () => world.stayOf(guest, stay.id),
        (s) => s.payment!.state === 'held',
        'held',
      );
      return { guest, stay: held, shown };
    },
    /**
     * A stay paid and held whose guest has arrived: nights from today, its check-in time
     * moved to midnight (Kenyan time) so check-in has passed while the payout (a day after
     * the time it was paid for) has not. One per world: its nights are today's.
     */
    async checkedInStay(nights = 1) {
      const held = await world.heldStay(nights, 0);
      await ctx.handle.db.execute(sql`UPDATE stays SET check_in_time = '00:00' WHERE id = ${held.stay.id}`);
      return { ...held, stay: { ...held.stay, checkInTime: '00:00' } };
    },
    async journals(stayId: string, kind: string) {
      const [row] = await queryRows<{ n: number }>(
        ctx.handle.db,
        sql`SELECT count(*)::int AS n FROM ledger_journals WHERE stay_id = ${stayId} AND kind = ${kind}`,
      );
      return row!.n;
    },
    async close() {
      await ctx.close();
      await sim.close();
    },
  };
  return world;
}

export type PaymentWorld = Awaited<ReturnType<typeof paymentWorld>>;
