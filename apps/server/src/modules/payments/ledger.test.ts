// The ledger check (docs/payments.md, "The ledger"): each stay's `held` balance against its
// state. A stay whose money is held (paid and not settled, or disputed) holds exactly its
// price (what was paid less Nyumba's fee); a settled, cancelled, lapsed or unpaid one holds
// nothing. The journeys check clean; a stray posting, or a state the ledger does not bear
// out, is reported by stay.
import { kenyaInstant } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { stays } from '../../db/schema-bookings.ts';
import { payouts } from '../../db/schema-payments.ts';
import { paymentWorld, until, type PaymentWorld } from '../../../test/payment-world.ts';
import { reportProblem } from './disputes.ts';
import { checkLedger, post } from './ledger.ts';
import { paymentsTick } from './reconcile.ts';
import { releaseDue } from './stay-money.ts';

let world: PaymentWorld;

beforeAll(async () => {
  world = await paymentWorld();
}, 60_000);
afterAll(() => world.close());

const check = () => checkLedger(world.ctx.handle.db);
const payoutsOf = (stayId: string) => world.ctx.handle.db.select().from(payouts).where(eq(payouts.stayId, stayId));
async function allPaid(stayId: string, count: number) {
  await paymentsTick(world.money());
  await until(
    () => payoutsOf(stayId),
    (rows) => rows.length === count && rows.every((row) => row.status === 'paid'),
    'payouts',
  );
}

describe('checkLedger, stay by stay', () => {
  it('finds the journeys clean: pay → payout, pay → cancel and refund, a dispute settled', async () => {
    // Paid and held: the stay holds its price, and that agrees.
    const paid = await world.heldStay(2);
    expect(await check()).toMatchObject({ staysOff: 0, stays: [], heldNegative: 0 });
    await releaseDue(world.money(), new Date(Date.parse(paid.stay.payment!.payoutAt!) + 1000));
    await allPaid(paid.stay.id, 1);

    // Cancelled a month ahead under the flexible policy: all of it back to the guest.
    const cancelled = await world.heldStay(2, 40);
    const cancel = await cancelled.guest.request({
      method: 'POST',
      url: `/api/stays/${cancelled.stay.id}/cancel`,
      payload: { reason: 'Plans changed' },
    });
    expect(cancel.json().stay.payment).toMatchObject({ state: 'refunded', refunded: 8000 });
    await allPaid(cancelled.stay.id, 1);

    // Disputed from check-in: still held, then refunded by a moderator.
    const disputed = await world.heldStay(1, 5);
    const [guestRow] = await world.ctx.handle.db.select().from(users).where(eq(users.id, disputed.guest.user!.id));
    const checkIn = kenyaInstant(disputed.stay.checkIn, disputed.stay.checkInTime);
    await reportProblem(
      world.money(),
      guestRow!,
      disputed.stay.id,
      { reason: 'no-access', note: 'Locked out' },
      new Date(checkIn.getTime() + 60_000),
    );
    expect((await world.stayOf(disputed.guest, disputed.stay.id)).payment!.state).toBe('disputed');
    expect(await check()).toMatchObject({ staysOff: 0, stays: [] });
    const settle = await (
      await world.moderator()
    ).request({
      method: 'POST',
      url: `/api/moderation/stays/${disputed.stay.id}/settle`,
      payload: { action: 'refund', reason: 'Nobody came to the gate' },
    });
    expect(settle.statusCode, settle.body).toBe(200);
    await allPaid(disputed.stay.id, 1);

    // An accepted stay nobody paid yet holds nothing, as it should.
    await world.acceptedStay(1);
    expect(await check()).toMatchObject({ unbalanced: 0, total: 0, staysOff: 0, stays: [], heldNegative: 0 });
  });

  it('reports a stay whose held money disagrees with its state: a stray posting, a state changed by hand', async () => {
    const settled = await world.heldStay(1);
    await releaseDue(world.money(), new Date(Date.parse(settled.stay.payment!.payoutAt!) + 1000));
    const held = await world.heldStay(1);
    const unpaid = await world.acceptedStay(1);
    expect(await check()).toMatchObject({ staysOff: 0 });

    await world.ctx.handle.db.transaction(async (tx) => {
      // Balanced, so the database takes them: money parked in a settled stay's `held`…
      await post(tx, { kind: 'unmatched', stayId: settled.stay.id, memo: 'stray' }, [
        { account: 'held', amount: -500 },
        { account: 'suspense', amount: 500 },
      ]);
      // …and some taken out of a held one.
      await post(tx, { kind: 'unmatched', stayId: held.stay.id, memo: 'stray' }, [
        { account: 'held', amount: 100 },
        { account: 'suspense', amount: -100 },
      ]);
    });
    // A stay marked held that no payment ever reached.
    await world.ctx.handle.db.update(stays).set({ payState: 'held' }).where(eq(stays.id, unpaid.stay.id));

    const found = await check();
    expect(found).toMatchObject({ unbalanced: 0, total: 0, staysOff: 3 });
    expect(found.stays).toEqual(
      expect.arrayContaining([
        { stayId: settled.stay.id, state: 'released', expected: 0, held: 500 },
        { stayId: held.stay.id, state: 'held', expected: 4000, held: 3900 },
        { stayId: unpaid.stay.id, state: 'held', expected: 4000, held: 0 },
      ]),
    );
    expect(found.stays).toHaveLength(3);
  });
});
