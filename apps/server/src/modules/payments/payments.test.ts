// Issue 40: a guest pays a stay by M-Pesa (an STK push to their proven number), the money is
// held and paid to the host by B2C 24 hours after check-in, refunds follow the host's policy,
// and every shilling is in a balanced ledger. Against the Daraja simulator on a port of its
// own, over HTTP both ways; every fault the issue names has its test here.
import { kenyaInstant, PAY_NEEDS_NUMBER } from '@nyumba/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { payments, payouts } from '../../db/schema-payments.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { paymentWorld, until, type PaymentWorld } from '../../../test/payment-world.ts';
import { checkLedger } from './ledger.ts';
import { PAYOUT_TRIES } from './payouts.ts';
import { paymentsTick, reconcilePayments } from './reconcile.ts';
import { releaseDue } from './stay-money.ts';

let world: PaymentWorld;
let sim: PaymentWorld['sim'];
let ctx: PaymentWorld['ctx'];
let host: Caller;

beforeAll(async () => {
  world = await paymentWorld();
  ({ sim, ctx, host } = world);
}, 60_000);
afterAll(() => world.close());
afterEach(async () => {
  const ledger = await checkLedger(ctx.handle.db);
  expect(ledger).toMatchObject({ unbalanced: 0, total: 0, staysOff: 0, heldNegative: 0 });
});

const money = () => world.money();
const phoneOf = (caller: Caller) => world.phoneOf(caller);
const acceptedStay = (nights?: number, daysAhead?: number) => world.acceptedStay(nights, daysAhead);
const stayOf = (caller: Caller, id: string) => world.stayOf(caller, id);
const prompt = (guest: Caller, stayId: string) => world.prompt(guest, stayId);
const journals = (stayId: string, kind: string) => world.journals(stayId, kind);
const moderator = () => world.moderator();

describe('a stay paid by M-Pesa', () => {
  it('is asked for in full, held once paid (with its receipt), and paid to the host a day after check-in', async () => {
    const { guest, stay } = await acceptedStay(2);
    expect(stay.payment).toMatchObject({
      state: 'due',
      price: 8000,
      fee: 0,
      total: 8000,
      policy: 'flexible',
      testMode: true,
    });
    const shown = await prompt(guest, stay.id);
    expect(shown.amount).toBe(8000);
    expect((await stayOf(guest, stay.id)).payment!.state).toBe('prompted');
    sim.sim.answer(shown.checkoutId, 'approve');
    const held = await until(
      () => stayOf(guest, stay.id),
      (s) => s.payment!.state === 'held',
      'held',
    );
    expect(held.payment!.receipt).toBe(shown.receipt);
    expect((await stayOf(host, stay.id)).payment!.state).toBe('held');
    expect((await checkLedger(ctx.handle.db)).balances.held).toBeLessThanOrEqual(-8000);

    // A day after check-in the host is paid to their proven number, once.
    const payoutAt = new Date(Date.parse(held.payment!.payoutAt!) + 1000);
    expect(payoutAt.getTime()).toBe(kenyaInstant(stay.checkIn, stay.checkInTime).getTime() + 24 * 3_600_000 + 1000);
    expect(await releaseDue(money(), payoutAt)).toBeGreaterThanOrEqual(1);
    await paymentsTick(money(), payoutAt);
    const [payout] = await until(
      () => ctx.handle.db.select().from(payouts).where(eq(payouts.stayId, stay.id)),
      (rows) => rows[0]?.status === 'paid',
      'the payout',
    );
    expect(payout).toMatchObject({ purpose: 'payout', amount: 8000, phone: await phoneOf(host) });
    expect((await stayOf(host, stay.id)).payment).toMatchObject({ state: 'released', released: 8000, refunded: 0 });
    const mine = (await host.request({ method: 'GET', url: '/api/payments' })).json();
    expect(mine.payments).toContainEqual(expect.objectContaining({ kind: 'payout', amount: 8000, status: 'done' }));
  });

  it('a callback lost: the query a minute later finds the payment and credits it', async () => {
    const { guest, stay } = await acceptedStay();
    sim.faults({ dropCallbacks: 1 });
    const shown = await prompt(guest, stay.id);
    sim.sim.answer(shown.checkoutId, 'approve');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stayOf(guest, stay.id)).payment!.state).toBe('prompted');
    await reconcilePayments(money(), new Date(Date.now() + 61_000));
    expect((await stayOf(guest, stay.id)).payment!.state).toBe('held');
  });

  it('a callback delivered twice, or to two servers at once, is credited once', async () => {
    const { guest, stay } = await acceptedStay();
    sim.faults({ duplicateCallbacks: 1 });
    const shown = await prompt(guest, stay.id);
    sim.sim.answer(shown.checkoutId, 'approve');
    await until(
      () => stayOf(guest, stay.id),
      (s) => s.payment!.state === 'held',
      'held',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await journals(stay.id, 'stay-paid')).toBe(1);

    // The same callback at two servers at the same moment.
    const second = await acceptedStay();
    sim.faults({ dropCallbacks: 1 });
    const other = await prompt(second.guest, second.stay.id);
    sim.sim.answer(other.checkoutId, 'approve');
    const [row] = await ctx.handle.db.select().from(payments).where(eq(payments.checkoutRequestId, other.checkoutId));
    const body = sim.sim.stkCallbackBody(other);
    const app2 = await ctx.secondApp();
    // The secret is only in the address Daraja was given: read it from the simulator's prompt.
    const url = new URL(other.callbackUrl).pathname;
    expect(url).toContain(row!.id);
    const answers = await Promise.all([ctx.app, app2].map((app) => app.inject({ method: 'POST', url, payload: body })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await journals(second.stay.id, 'stay-paid')).toBe(1);
    expect((await stayOf(second.guest, second.stay.id)).payment!.state).toBe('held');
  });

  it('a prompt refused on the phone says why, in words, and the guest may pay again', async () => {
    const { guest, stay } = await acceptedStay();
    const shown = await prompt(guest, stay.id);
    sim.sim.answer(shown.checkoutId, 'cancel');
    const failed = await until(
      () => stayOf(guest, stay.id),
      (s) => s.payment!.failure !== null,
      'the failure',
    );
    expect(failed.payment).toMatchObject({ state: 'due', failure: 'You cancelled the M-Pesa prompt.' });
    const again = await prompt(guest, stay.id);
    sim.sim.answer(again.checkoutId, 'insufficient');
    await until(
      () => stayOf(guest, stay.id),
      (s) => s.payment!.failure === 'Your M-Pesa balance was too low.',
      'the second failure',
    );
  });

  it('paid after the 30 minutes: the stay has lapsed, so the money goes back automatically', async () => {
    const { guest, stay } = await acceptedStay();
    const shown = await prompt(guest, stay.id);
    await paymentsTick(money(), new Date(Date.now() + 33 * 60_000));
    expect(await stayOf(guest, stay.id)).toMatchObject({ status: 'expired', payment: { state: 'lapsed' } });
    sim.sim.answer(shown.checkoutId, 'approve');
    // The late payment is owed back at once; the tick (the job, where one runs) sends it.
    await until(
      () => ctx.handle.db.select().from(payouts).where(eq(payouts.stayId, stay.id)),
      (rows) => rows[0]?.status === 'due',
      'the refund owed',
    );
    await paymentsTick(money());
    const [refund] = await until(
      () => ctx.handle.db.select().from(payouts).where(eq(payouts.stayId, stay.id)),
      (rows) => rows[0]?.status === 'paid',
      'the refund',
    );
    expect(refund).toMatchObject({ purpose: 'refund', amount: stay.total, phone: await phoneOf(guest) });
    expect(await journals(stay.id, 'late-paid')).toBe(1);
  });

  it('another amount or another phone than asked: not credited, flagged for operators', async () => {
    for (const fault of [{ wrongAmount: 1 }, { otherPhone: 1 }]) {
      const { guest, stay } = await acceptedStay();
      sim.faults(fault);
      const shown = await prompt(guest, stay.id);
      sim.sim.answer(shown.checkoutId, 'approve');
      const [row] = await until(
        () => ctx.handle.db.select().from(payments).where(eq(payments.checkoutRequestId, shown.checkoutId)),
        (rows) => rows[0]?.flag !== null && rows[0]?.flag !== undefined,
        'the flag',
      );
      expect(row!.status).toBe('failed');
      expect((await stayOf(guest, stay.id)).payment!.state).toBe('due');
      const queue = (await (await moderator()).request({ method: 'GET', url: '/api/moderation/payments' })).json();
      expect(queue.items).toContainEqual(expect.objectContaining({ kind: 'mismatch', id: row!.id }));
    }
  });

  it('forged callbacks (an unknown payment, a wrong secret, another checkout) change nothing', async () => {
    const { guest, stay } = await acceptedStay();
    const shown = await prompt(guest, stay.id);
    const real = new URL(shown.callbackUrl).pathname;
    const paidBody = {
      ...sim.sim.stkCallbackBody({
        ...shown,
        resultCode: 0,
        resultDesc: 'ok',
        receipt: 'FORGED1234',
        answeredAt: Date.now(),
      }),
    };
    const forged = [
      real.replace(/\/[\w-]+$/, '/not-the-secret-at-all-0000'),
      real.replace(/stk\/[\w-]+\//, 'stk/00000000-0000-4000-8000-000000000000/'),
    ];
    for (const url of forged) {
      expect((await anonymous(ctx).request({ method: 'POST', url, payload: paidBody })).statusCode).toBe(404);
    }
    const otherCheckout = {
      Body: { stkCallback: { ...paidBody.Body.stkCallback, CheckoutRequestID: 'ws_CO_forged' } },
    };
    expect((await anonymous(ctx).request({ method: 'POST', url: real, payload: otherCheckout })).statusCode).toBe(200);
    // The real prompt is still waiting: the query says so, and nothing is credited.
    expect((await anonymous(ctx).request({ method: 'POST', url: real, payload: paidBody })).statusCode).toBe(200);
    expect((await stayOf(guest, stay.id)).payment!.state).toBe('prompted');
    expect(await journals(stay.id, 'stay-paid')).toBe(0);
    sim.sim.answer(shown.checkoutId, 'cancel');
  });

  it('a payout M-Pesa fails is sent again with the same originator id, and flagged after four tries', async () => {
    for (const tries of [1, PAYOUT_TRIES]) {
      const { guest, stay } = await acceptedStay();
      const shown = await prompt(guest, stay.id);
      sim.sim.answer(shown.checkoutId, 'approve');
      const held = await until(
        () => stayOf(guest, stay.id),
        (s) => s.payment!.state === 'held',
        'held',
      );
      // Every earlier stay is paid out first, so the failures below land on this one's payout.
      const before = new Date(Date.parse(held.payment!.payoutAt!) - 1000);
      await paymentsTick(money(), before);
      await until(
        () =>
          ctx.handle.db
            .select()
            .from(payouts)
            .where(inArray(payouts.status, ['due', 'sent'])),
        (rows) => rows.length === 0,
        'earlier payouts',
      );
      sim.faults({ failB2c: tries });
      const at = new Date(Date.parse(held.payment!.payoutAt!) + 1000);
      const ofStay = () => ctx.handle.db.select().from(payouts).where(eq(payouts.stayId, stay.id));
      let row: typeof payouts.$inferSelect | undefined;
      for (let sent = 0; sent <= tries; sent += 1) {
        await paymentsTick(money(), at);
        [row] = await until(ofStay, (rows) => rows[0]?.status !== 'sent', `try ${sent + 1}`);
        if (row!.status !== 'due') break;
      }
      const requests = sim.sim.b2cRequests.filter((id) => id === row!.originatorId);
      if (tries < PAYOUT_TRIES) {
        expect(row).toMatchObject({ status: 'paid', attempts: 2, flag: null });
        expect(requests).toHaveLength(2);
      } else {
        expect(row).toMatchObject({ status: 'failed', attempts: PAYOUT_TRIES });
        expect(row!.flag).toContain(`B2C failed ${PAYOUT_TRIES} times`);
        expect(requests).toHaveLength(PAYOUT_TRIES);
        const queue = (await (await moderator()).request({ method: 'GET', url: '/api/moderation/payments' })).json();
        expect(queue.items).toContainEqual(expect.objectContaining({ kind: 'failed', id: row!.id }));
      }
    }
  });

  it('a guest who has not proven a number is asked to prove one before paying; a stranger learns nothing', async () => {
    const { guest, stay } = await acceptedStay();
    const stranger = await signedUpUser(ctx);
    const theirs = await stranger.request({ method: 'POST', url: `/api/stays/${stay.id}/pay`, payload: {} });
    expect(theirs.statusCode).toBe(404);
    // The guest's number let go of (removed, or taken by its next holder).
    await ctx.handle.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, guest.user!.id));
    const unproven = await guest.request({ method: 'POST', url: `/api/stays/${stay.id}/pay`, payload: {} });
    expect(unproven.statusCode).toBe(409);
    expect(unproven.json().message).toBe(PAY_NEEDS_NUMBER);
  });
});
