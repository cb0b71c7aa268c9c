import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema-payments.ts';
import { until, paymentWorld, type PaymentWorld } from '../../../test/payment-world.ts';
import { paymentsTick } from './reconcile.ts';
import { releaseDue } from './stay-money.ts';

// Receipts a tax office accepts (issue 58): Nyumba's KRA PIN, each amount on its line, the
// VAT inside Nyumba's fee when VAT-registered, and on a host's payout the tourism levy line.
let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld(
    {},
    {
      overrides: {
        PAYMENT_FEE_PERCENT: '10',
        VAT_REGISTERED: 'true',
        NYUMBA_KRA_PIN: 'P051234567Q',
        NYUMBA_LEGAL_NAME: 'Nyumba Homes Ltd',
        TOURISM_LEVY_PERCENT: '2',
      },
    },
  );
}, 60_000);
afterAll(() => world.close());

const receipt = (caller: { request: PaymentWorld['host']['request'] }, id: string) =>
  caller.request({ method: 'GET', url: `/api/payments/${id}/receipt` });

describe('a receipt', () => {
  it("for a guest's stay: the nights, Nyumba's fee with its VAT, the PIN; for them alone", async () => {
    const { guest, stay } = await world.acceptedStay(2);
    const shown = await world.prompt(guest, stay.id);
    const [open] = (await guest.request({ method: 'GET', url: '/api/payments' })).json().payments as { id: string }[];
    // No receipt while the prompt is on the phone.
    expect((await receipt(guest, open!.id)).statusCode).toBe(409);
    world.sim.sim.answer(shown.checkoutId, 'approve');
    await until(
      () => world.stayOf(guest, stay.id),
      (s) => s.payment!.state === 'held',
      'held',
    );
    const res = await receipt(guest, open!.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().receipt;
    // Two nights at 4,000; the fee 10 % on top (800), of which VAT 16/116 = 110.
    expect(body).toMatchObject({
      kind: 'payment',
      issuer: { name: 'Nyumba Homes Ltd', kraPin: 'P051234567Q', vatRegistered: true },
      to: { name: guest.user!.username },
      total: 8_800,
      currency: 'KES',
      mpesaReceipt: expect.any(String),
    });
    expect(body.lines).toEqual([
      expect.objectContaining({ kind: 'nights', amount: 8_000 }),
      expect.objectContaining({ kind: 'fee', amount: 800 }),
      { kind: 'vat', label: 'of which VAT at 16%', amount: 110, included: true },
    ]);
    expect(body.to.phone).not.toContain((await world.phoneOf(guest)).slice(4, 9));
    expect((await receipt(world.host, open!.id)).statusCode).toBe(404);
  });

  it("for a host's payout: the money paid out and the tourism levy owed on the nights", async () => {
    const held = await world.heldStay(2);
    await releaseDue(world.money(), new Date(Date.parse(held.stay.payment!.payoutAt!) + 1000));
    await paymentsTick(world.money());
    const [payout] = await until(
      () => world.ctx.handle.db.select().from(payouts).where(eq(payouts.stayId, held.stay.id)),
      (rows) => rows.length === 1 && rows[0]!.status === 'paid',
      'payout',
    );
    const res = await receipt(world.host, payout!.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().receipt;
    expect(body).toMatchObject({ kind: 'payout', total: 8_000, issuer: { kraPin: 'P051234567Q' } });
    expect(body.lines).toEqual([
      expect.objectContaining({ kind: 'payout', amount: 8_000 }),
      expect.objectContaining({ kind: 'levy', amount: 160, owedByRecipient: true }),
    ]);
    expect((await receipt(held.guest, payout!.id)).statusCode).toBe(404);
  });
});
