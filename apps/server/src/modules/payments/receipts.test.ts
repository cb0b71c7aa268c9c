// Issue 40: receipts in each person's language: by mail to an account with an address, by SMS
// (through the Africa's Talking stand-in) to one with only a proven number. Through the job
// engine, as the servers send them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { mailTo } from '../../../test/outbox.ts';
import { paymentWorld, type PaymentWorld } from '../../../test/payment-world.ts';

let at: AfricasTalkingStandIn;
let world: PaymentWorld;

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  world = await paymentWorld({}, { overrides: at.settings(), options: { jobs: true } });
}, 60_000);
afterAll(async () => {
  await world.close();
  await at.close();
});

describe('a receipt for a stay paid by M-Pesa', () => {
  it('is mailed to a guest with an address, with the M-Pesa receipt number', async () => {
    const { guest, shown } = await world.heldStay(2);
    const mail = await mailTo(world.ctx.dataDir, guest.user!.email, /^Receipt: KSH 8,000 paid for "Diani cottage"/);
    expect(mail.text).toContain(`M-Pesa receipt: ${shown.receipt}.`);
  });

  it('is sent by SMS, in Swahili, to a guest with only a proven number', async () => {
    const { guest, stay } = await world.acceptedStay(1);
    await world.ctx.handle.db.update(users).set({ email: null, language: 'sw' }).where(eq(users.id, guest.user!.id));
    const shown = await world.prompt(guest, stay.id);
    world.sim.sim.answer(shown.checkoutId, 'approve');
    const sms = await at.latestTo(await world.phoneOf(guest), /Risiti ya M-Pesa/);
    expect(sms.message).toContain(`Nyumba: umelipa KSH 4,000 kwa Diani cottage. Risiti ya M-Pesa ${shown.receipt}.`);
  });
});
