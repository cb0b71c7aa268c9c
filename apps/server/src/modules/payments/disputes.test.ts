// When a guest may report a problem with a paid stay (docs/payments.md, "Problem"): from its
// check-in, in Kenyan time, until the host is paid. Before check-in a report would hold the
// host's money for a moderator over nothing that has happened yet; after the payout there is
// nothing left to hold. Both are refused with a sentence saying when reporting is open.
import { kenyaInstant, PROBLEM_TOO_EARLY, PROBLEM_TOO_LATE } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { payouts } from '../../db/schema-payments.ts';
import type { Caller } from '../../../test/http.ts';
import { paymentWorld, until, type PaymentWorld } from '../../../test/payment-world.ts';
import { reportProblem } from './disputes.ts';
import { checkLedger } from './ledger.ts';
import { paymentsTick } from './reconcile.ts';

let world: PaymentWorld;

beforeAll(async () => {
  world = await paymentWorld();
}, 60_000);
afterAll(() => world.close());
afterEach(async () => {
  expect(await checkLedger(world.ctx.handle.db)).toMatchObject({ unbalanced: 0, total: 0, staysOff: 0 });
});

const body = { reason: 'no-access' as const, note: 'Nobody at the gate and the number is off.' };
const report = (guest: Caller, stayId: string) =>
  guest.request({ method: 'POST', url: `/api/stays/${stayId}/problem`, payload: body });
const rowOf = async (caller: Caller) =>
  (await world.ctx.handle.db.select().from(users).where(eq(users.id, caller.user!.id)))[0]!;

describe('reporting a problem', () => {
  it('is refused before check-in, saying reporting opens at check-in; the money stays held for the host', async () => {
    const { guest, stay } = await world.heldStay(2, 6);
    const early = await report(guest, stay.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: PROBLEM_TOO_EARLY, code: 'payment.problem-too-early' });
    expect((await world.stayOf(guest, stay.id)).payment!.state).toBe('held');

    // A second before check-in (Kenyan time) still too early; at check-in it is taken.
    const checkIn = kenyaInstant(stay.checkIn, stay.checkInTime);
    const guestRow = await rowOf(guest);
    await expect(
      reportProblem(world.money(), guestRow, stay.id, body, new Date(checkIn.getTime() - 1000)),
    ).rejects.toMatchObject({ statusCode: 409, message: PROBLEM_TOO_EARLY });
    await reportProblem(world.money(), guestRow, stay.id, body, checkIn);
    expect((await world.stayOf(guest, stay.id)).payment!.state).toBe('disputed');
    const settled = await (
      await world.moderator()
    ).request({
      method: 'POST',
      url: `/api/moderation/stays/${stay.id}/settle`,
      payload: { action: 'release', reason: 'The guest got in after all' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
  });

  it('is taken from check-in over HTTP, and refused once the payout is due or made', async () => {
    const arrived = await world.checkedInStay(1);
    const taken = await report(arrived.guest, arrived.stay.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await world.stayOf(arrived.guest, arrived.stay.id)).payment!.state).toBe('disputed');

    const { guest, stay } = await world.heldStay(1, 8);
    const payoutAt = new Date(Date.parse(stay.payment!.payoutAt!));
    await expect(reportProblem(world.money(), await rowOf(guest), stay.id, body, payoutAt)).rejects.toMatchObject({
      statusCode: 409,
      message: PROBLEM_TOO_LATE,
    });
    // Paid out: the same sentence, not "only a held stay can be reported".
    await paymentsTick(world.money(), new Date(payoutAt.getTime() + 1000));
    await until(
      () => world.ctx.handle.db.select().from(payouts).where(eq(payouts.stayId, stay.id)),
      (rows) => rows[0]?.status === 'paid',
      'the payout',
    );
    const late = await report(guest, stay.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: PROBLEM_TOO_LATE, code: 'payment.problem-too-late' });

    // The disputed stay, settled, so the ledger ends clean.
    const settled = await (
      await world.moderator()
    ).request({
      method: 'POST',
      url: `/api/moderation/stays/${arrived.stay.id}/settle`,
      payload: { action: 'refund', reason: 'Locked out' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
  });
});
