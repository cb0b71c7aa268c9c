// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PAYMENT_SENT,
  addDays,
  kenyaInstant,
  kenyaToday,
  myStays,
  payStay,
  type Stay,
  type StayPayment,
} from '@nyumba/domain';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { useSessionStore } from '../auth';
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

/** Accepted and waiting for the guest's payment: 3 nights at KSH 4,000 and a KSH 600 fee. */
function dueStay(): Stay {
  const stay = heldStay(10);
  return {
    ...stay,
    nights: 3,
    checkOut: addDays(stay.checkIn, 3),
    total: 12_000,
    payment: {
      ...stay.payment!,
      state: 'due',
      price: 12_000,
      fee: 600,
      total: 12_600,
      policy: 'moderate',
      payBy: new Date(Date.now() + 30 * 60_000).toISOString(),
      receipt: null,
      payoutAt: null,
    },
  };
}

describe('paying a stay', () => {
  afterEach(() => useSessionStore.setState({ currentUser: null }));

  it('shows the whole price and the policy before paying, and sends the total it showed', async () => {
    const api = stubApi({
      [payStay.id]: () => ({ success: true as const, message: PAYMENT_SENT }),
      [myStays.id]: () => ({ success: true as const, stays: [] }),
    });
    const stay = dueStay();
    renderRoutes(
      [{ path: '/bookings', element: <StayPaymentPanel stay={stay} payment={stay.payment!} number={null} /> }],
      '/bookings',
    );
    expect(document.querySelector('[data-price-review]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review and pay' }));
    const summary = document.querySelector<HTMLElement>('[data-price-review]')!;
    expect(within(summary).getByText('3 nights × KSH 4,000').nextElementSibling!.textContent).toBe('KSH 12,000');
    expect(within(summary).getByText('Nyumba’s fee').nextElementSibling!.textContent).toBe('KSH 600');
    expect(summary.querySelector('[data-price-total]')!.textContent).toBe('KSH 12,600');
    expect(within(summary).getByText('Cancellation policy: Moderate')).toBeTruthy();
    expect(within(summary).getByText(/Cancel up to 5 days before check-in/)).toBeTruthy();
    expect(api.requestsTo(payStay)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay KSH 12,600' }));
    await waitFor(() => expect(api.requestsTo(payStay)).toHaveLength(1));
    expect(api.requestsTo(payStay)[0]!.body).toEqual({ expectedTotal: 12_600 });
    await waitFor(() => expect(document.querySelector('[data-price-review]')).toBeNull());
  });

  it('goes back without paying', () => {
    const api = stubApi({});
    const stay = dueStay();
    renderRoutes(
      [{ path: '/bookings', element: <StayPaymentPanel stay={stay} payment={stay.payment!} number={null} /> }],
      '/bookings',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Review and pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.querySelector('[data-price-review]')).toBeNull();
    expect(api.requestsTo(payStay)).toHaveLength(0);
  });

  it('holds "Review and pay" for an older account until it confirms it is 18 or older', () => {
    useSessionStore.setState({
      currentUser: { _id: 'u1', id: 'u1', username: 'wanjiru', email: 'w@example.com', adultConfirmed: false },
    });
    stubApi({});
    const stay = dueStay();
    renderRoutes(
      [{ path: '/bookings', element: <StayPaymentPanel stay={stay} payment={stay.payment!} number={null} /> }],
      '/bookings',
    );
    expect(screen.getByLabelText('I am 18 or older')).toBeTruthy();
    const review = screen.getByRole('button', { name: 'Review and pay' });
    expect(review.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(review);
    expect(document.querySelector('[data-price-review]')).toBeNull();
  });
});
