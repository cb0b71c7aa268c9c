// Issue 57: a tenancy's money leaves the hold by the payments' own B2C machinery (payouts.ts,
// payout-status.ts). A first month whose B2C result never came back (the server that sent it
// gone, or the result lost on the way) may have been paid all the same: M-Pesa's transaction
// status query is asked before anything is sent again, so the lister is paid once and the
// deposit stays held. Against the Daraja stand-in, which answers from what it really did.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema-payments.ts';
import { until } from '../../../test/payment-world.ts';
import { DEPOSIT, RENT, tenancyWorldForFile } from '../../../test/tenancy-world.ts';
import { paymentDeps } from '../payments/deps.ts';
import { STATUS_RESULT_WAIT_MS } from '../payments/payout-status.ts';
import { sendOpenPayouts } from '../payments/payouts.ts';

const world = tenancyWorldForFile();

const db = () => world.ctx.handle.db;
const money = () => paymentDeps({ config: world.ctx.config, db: db() }, world.ctx.app.log)!;
const payoutsOf = (tenancyId: string) => db().select().from(payouts).where(eq(payouts.tenancyId, tenancyId));
const requestsFor = (originatorId: string) => world.sim.sim.b2cRequests.filter((id) => id === originatorId).length;
const paidFor = (originatorId: string) => world.sim.sim.b2cPaid.filter((id) => id === originatorId).length;

describe("a tenancy's payout", () => {
  it('whose result never came back: asked about, found paid, paid to the lister once; the deposit stays held', async () => {
    const { tenant, id } = await world.paid();
    // The next B2C is made at M-Pesa's end, and its result never reaches Nyumba.
    world.sim.faults({ dropB2cResults: 1 });
    const keys = await world.act(tenant, id, 'keys', { inventory: [{ room: 'Kitchen', condition: 'good' }] });
    expect(keys.statusCode, keys.body).toBe(200);
    const [sent] = await until(
      () => payoutsOf(id),
      (rows) => rows.length === 1 && requestsFor(rows[0]!.originatorId) === 1,
      'the first month sent',
    );
    await until(
      async () => world.sim.sim.b2cHistory.get(sent!.originatorId)?.status,
      (status) => status === 'paid',
      'paid at M-Pesa',
    );
    expect((await payoutsOf(id))[0]!.status).toBe('sent');

    // Once the result is overdue the payout is asked about, not sent again, and found paid.
    const later = new Date(Date.now() + STATUS_RESULT_WAIT_MS + 1000);
    await sendOpenPayouts(money(), later);
    const [settled] = await until(
      () => payoutsOf(id),
      (rows) => rows[0]?.status === 'paid',
      'recorded paid',
    );
    expect(settled!.transactionId).toBeTruthy();
    // Later ticks send nothing more: one request, one payment.
    await sendOpenPayouts(money(), new Date(later.getTime() + 10 * 60_000));
    expect([requestsFor(sent!.originatorId), paidFor(sent!.originatorId)]).toEqual([1, 1]);
    expect((await world.read(tenant, id)).money).toEqual({
      heldRent: 0,
      heldDeposit: DEPOSIT,
      toLister: RENT,
      toTenant: 0,
    });
  });
});
