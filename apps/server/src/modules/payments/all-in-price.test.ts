// Issue 58: before paying, the person sees the all-in price and confirms it (Consumer
// Protection Act): the total they confirmed travels with the payment, and a price that moved
// since sends no M-Pesa prompt. And a bnb shows its Tourism Regulatory Authority licence;
// after the operator's grace period (TRA_LICENCE_REQUIRED_FROM) one without takes no stays.
import { addDays, kenyaToday, PAYMENT_SENT, PRICE_CHANGED, STAY_NEEDS_TRA_LICENCE } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, establishedUser } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { paymentWorld, until, type PaymentWorld } from '../../../test/payment-world.ts';

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld(
    { traLicence: 'tra/acc/2026/0042' },
    { overrides: { TRA_LICENCE_REQUIRED_FROM: '2020-01-01', PAYMENT_FEE_PERCENT: '5' } },
  );
}, 120_000);
afterAll(() => world.close());

describe('the TRA licence', () => {
  it('is shown on a bnb, and a bnb without one takes no new stays once required', async () => {
    const page = await anonymous(world.ctx).request({ method: 'GET', url: `/api/listing/get/${world.bnb}` });
    expect(page.json().listing.traLicence).toBe('TRA/ACC/2026/0042');
    // A rental has no such fact: a leftover field is dropped, not kept.
    const rental = await createListingAs(world.host, { traLicence: 'X/1' });
    const rentalPage = await anonymous(world.ctx).request({ method: 'GET', url: `/api/listing/get/${rental.id}` });
    expect(rentalPage.json().listing.traLicence).toBeNull();

    const unlicensed = (await createListingAs(world.host, { type: 'bnbs', name: 'Unlicensed cottage', maxGuests: 2 }))
      .id;
    const guest = await establishedUser(world.ctx);
    const asked = await guest.request({
      method: 'POST',
      url: '/api/stays',
      payload: {
        listingId: unlicensed,
        checkIn: addDays(kenyaToday(), 40),
        checkOut: addDays(kenyaToday(), 42),
        guests: 2,
        message: 'Two of us for the weekend.',
      },
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(STAY_NEEDS_TRA_LICENCE);
  });
});

describe('the all-in price', () => {
  it('a stay is charged only at the total the guest confirmed', async () => {
    const { guest, stay } = await world.acceptedStay(2);
    const total = stay.payment!.price + stay.payment!.fee;
    expect(stay.payment!.fee).toBeGreaterThan(0);
    const stale = await guest.request({
      method: 'POST',
      url: `/api/stays/${stay.id}/pay`,
      payload: { expectedTotal: total - 100 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PRICE_CHANGED);
    const number = (await world.phoneOf(guest)).replace('+', '');
    expect(world.sim.sim.waitingFor(number)).toEqual([]);
    expect((await world.stayOf(guest, stay.id)).payment!.state).toBe('due');

    const paid = await guest.request({
      method: 'POST',
      url: `/api/stays/${stay.id}/pay`,
      payload: { expectedTotal: total },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(PAYMENT_SENT);
    const shown = await until(
      async () => world.sim.sim.waitingFor(number),
      (list) => list.length === 1,
      'a prompt',
    );
    expect(shown.map((prompt) => prompt.amount)).toEqual([total]);
  });

  it('featuring a listing too; a total that is not a whole number of shillings is refused', async () => {
    const listing = (await createListingAs(world.host, { name: 'Featured flat' })).id;
    const stale = await world.host.request({
      method: 'POST',
      url: `/api/listing/${listing}/feature`,
      payload: { days: 7, expectedTotal: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PRICE_CHANGED);
    const odd = await world.host.request({
      method: 'POST',
      url: `/api/listing/${listing}/feature`,
      payload: { days: 7, expectedTotal: 'five hundred' },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors.expectedTotal).toBeTruthy();
    const ok = await world.host.request({
      method: 'POST',
      url: `/api/listing/${listing}/feature`,
      payload: { days: 7, expectedTotal: Number(world.ctx.config.FEATURE_PRICE_7_DAYS) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
