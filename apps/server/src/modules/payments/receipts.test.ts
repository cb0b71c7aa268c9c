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
    expect(sms.message).toContain(`Nyumba: umelipa KSH 4,000 kwa kukaa kwako. Risiti ya M-Pesa ${shown.receipt}.`);
  });

  // Issue 56: a listing's name and a username are words their writers chose; in an SMS they
  // would read as Nyumba's own ("your stay at Lipa deposit: nyumba-pay.co.ke was accepted").
  it("carries neither the listing's name nor anyone's username, to the guest or the host", async () => {
    const { guest, stay } = await world.acceptedStay(1);
    const phoneOnly = [guest.user!.id, world.host.user!.id];
    for (const id of phoneOnly) await world.ctx.handle.db.update(users).set({ email: null }).where(eq(users.id, id));
    try {
      const before = at.sent.length;
      const shown = await world.prompt(guest, stay.id);
      world.sim.sim.answer(shown.checkoutId, 'approve');
      const toGuest = await at.latestTo(await world.phoneOf(guest), /you paid/, 15_000, before);
      const toHost = await at.latestTo(await world.phoneOf(world.host), /a guest paid/, 15_000, before);
      for (const sms of [toGuest, toHost]) {
        expect(sms.message).not.toMatch(/Diani|cottage/i);
        expect(sms.message).not.toContain(guest.user!.username);
        expect(sms.message).not.toContain(world.host.user!.username);
      }
      expect(toGuest.message).toBe(
        `Nyumba: you paid KSH 4,000 for your stay. M-Pesa receipt ${shown.receipt}. Held until 24h after check-in.`,
      );
    } finally {
      // The host keeps an address for the other tests of this file.
      await world.ctx.handle.db
        .update(users)
        .set({ email: world.host.seed!.email })
        .where(eq(users.id, world.host.user!.id));
    }
  });
});
