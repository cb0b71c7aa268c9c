// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { addDays, kenyaInstant, kenyaToday, type Stay, type StayPayment } from '@nyumba/domain';
import { renderRoutes } from '../../test/render-routes';
import { StayPaymentPanel } from './stay-payment';

const HOUR = 3_600_000;

/** A paid stay held by Nyumba, checking in `daysAhead` days from today at 14:00 (Kenyan time). */
function heldStay(daysAhead: number): Stay {
  const checkIn = addDays(kenyaToday(), daysAhead);
  const payment: StayPayment = {
    state: 'held',
    price: 8_000,
    fee: 0,
    total: 8_000,
    policy: 'flexible',
    payBy: null,
    receipt: 'SJK7RT61SV',
    failure: null,
    payoutAt: new Date(kenyaInstant(checkIn, '14:00').getTime() + 24 * HOUR).toISOString(),
    refunded: 0,
    released: 0,
    testMode: false,
  };
  return {
    id: 's1',
    listingId: 'l1',
    listingName: 'Diani cottage',
    conversationId: 'c1',
    role: 'guest',
    otherName: 'Host',
    checkIn,
    checkOut: addDays(checkIn, 2),
    nights: 2,
    guests: 2,
    nightlyPrice: 4_000,
    total: 8_000,
    checkInTime: '14:00',
    checkOutTime: '10:00',
    status: 'accepted',
    expiresAt: new Date().toISOString(),
    cancelReason: null,
    createdAt: new Date().toISOString(),
    payment,
  };
}

function renderAt(stay: Stay, now: Date) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  renderRoutes(
    [{ path: '/bookings', element: <StayPaymentPanel stay={stay} payment={stay.payment!} number={null} /> }],
    '/bookings',
  );
}

const reportButton = () => screen.queryByRole('button', { name: 'Report a problem' });

describe('a held stay on the guest’s card', () => {
  afterEach(() => vi.useRealTimers());

  it('offers "Report a problem" only from check-in until the host is paid', () => {
    const stay = heldStay(5);
    const checkIn = kenyaInstant(stay.checkIn, stay.checkInTime);
    renderAt(stay, new Date(checkIn.getTime() - HOUR));
    expect(screen.getByRole('status').textContent).toContain('Paid · M-Pesa receipt SJK7RT61SV');
    expect(reportButton()).toBeNull();
  });

  it('offers it once the guest has checked in', () => {
    const stay = heldStay(5);
    renderAt(stay, new Date(kenyaInstant(stay.checkIn, stay.checkInTime).getTime() + HOUR));
    expect(reportButton()).not.toBeNull();
  });

  it('no longer offers it once the payout is due', () => {
    const stay = heldStay(5);
    renderAt(stay, new Date(Date.parse(stay.payment!.payoutAt!) + 1000));
    expect(reportButton()).toBeNull();
  });

  it('never offers it to the host', () => {
    const stay = { ...heldStay(5), role: 'host' as const };
    renderAt(stay, new Date(kenyaInstant(stay.checkIn, stay.checkInTime).getTime() + HOUR));
    expect(reportButton()).toBeNull();
  });
});
