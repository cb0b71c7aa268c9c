// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import {
  addDays,
  kenyaToday,
  publicConfig,
  requestStay,
  stayCalendar,
  type StayCalendar,
  type StayRequestBody,
} from '@nyumba/domain';
import { useSessionStore } from '../auth';
import { makeListing } from '../../test/make-listing';
import { configResponse, renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import StayRequestPanel from './stay-request-panel';

const bnb = makeListing({ type: 'bnbs', price: 4_500, name: 'Cottage by Diani beach' });
const today = kenyaToday();
const day = (n: number) => addDays(today, n);
const rules: StayCalendar = {
  minNights: 2,
  maxNights: 14,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  maxGuests: 4,
  nightlyPrice: 4_500,
  policy: 'moderate',
  taken: [day(20), day(21)],
};

function renderPanel(search = '') {
  const api = stubApi({
    [stayCalendar.id]: () => ({ success: true, calendar: rules }),
    [publicConfig.id]: () => configResponse(),
    [requestStay.id]: () =>
      Response.json(
        {
          success: true,
          stay: {
            id: 's1',
            listingId: bnb._id,
            listingName: bnb.name,
            conversationId: 'c1',
            role: 'guest',
            otherName: 'Host',
            checkIn: day(10),
            checkOut: day(13),
            nights: 3,
            guests: 3,
            nightlyPrice: 4_500,
            total: 13_500,
            checkInTime: '14:00',
            checkOutTime: '10:00',
            status: 'pending',
            expiresAt: new Date().toISOString(),
            cancelReason: null,
            createdAt: new Date().toISOString(),
            payment: null,
          },
        },
        { status: 201 },
      ),
  });
  renderRoutes([{ path: '/listing/:id', element: <StayRequestPanel listing={bnb} /> }], `/listing/${bnb._id}${search}`);
  return api;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const total = () => document.querySelector('[data-stay-total]')?.textContent ?? null;

describe('Ask for dates on a bnb', () => {
  beforeEach(() => {
    useSessionStore.setState({ currentUser: { _id: 'u1', id: 'u1', username: 'wanjiru' }, signedOut: false } as never);
  });

  it('starts from the dates and guests the search asked for, with the price of the nights', async () => {
    renderPanel(`?checkIn=${day(10)}&checkOut=${day(13)}&guests=3`);
    await screen.findByText(/Stays of 2 to 14 nights/);
    expect(field('Check-in').value).toBe(day(10));
    expect(field('Check-out').value).toBe(day(13));
    expect(field('Guests').value).toBe('3');
    expect(total()).toMatch(/^3 nights × .* = KSH 13,500$/);
  });

  it('drops searched dates it could never ask for (past, or out of order) and keeps two guests', async () => {
    renderPanel(`?checkIn=${day(-3)}&checkOut=${day(2)}&guests=99`);
    await screen.findByText(/Stays of 2 to 14 nights/);
    expect(field('Check-in').value).toBe('');
    expect(field('Check-out').value).toBe('');
    expect(field('Guests').value).toBe('2');
    expect(total()).toBeNull();
  });

  it("says beside the field when the stay breaks the host's rules, and stops saying it once it does not", async () => {
    renderPanel();
    await screen.findByText(/Stays of 2 to 14 nights/);
    fireEvent.change(field('Check-in'), { target: { value: day(5) } });
    // A check-in sets the check-out to the shortest stay after it.
    expect(field('Check-out').value).toBe(day(7));
    fireEvent.change(field('Check-out'), { target: { value: day(6) } });
    expect(screen.getByText('That is shorter than the shortest stay this place takes')).toBeTruthy();
    fireEvent.change(field('Check-out'), { target: { value: day(8) } });
    expect(screen.queryByText('That is shorter than the shortest stay this place takes')).toBeNull();
    fireEvent.change(field('Guests'), { target: { value: '6' } });
    expect(screen.getByText('This place takes fewer guests than that')).toBeTruthy();
  });

  it('flags dates over a taken night before sending', async () => {
    renderPanel(`?checkIn=${day(19)}&checkOut=${day(23)}`);
    await screen.findByText(/Stays of 2 to 14 nights/);
    expect(screen.getByRole('alert').textContent).toBe('Some of these nights are taken. Choose other dates.');
    // A taken night can be the morning a stay ends.
    fireEvent.change(field('Check-in'), { target: { value: day(17) } });
    fireEvent.change(field('Check-out'), { target: { value: day(20) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the dates, the guests as a number and the message, then says the nights are held', async () => {
    const api = renderPanel(`?checkIn=${day(10)}&checkOut=${day(13)}&guests=3`);
    await screen.findByText(/Stays of 2 to 14 nights/);
    fireEvent.click(screen.getByRole('button', { name: 'Request these dates' }));
    await screen.findByText('Request sent. The nights are held for 24 hours while the host answers.');
    const [sent] = api.requestsTo(requestStay);
    const body = sent!.body as StayRequestBody;
    expect(body).toMatchObject({ listingId: bnb._id, checkIn: day(10), checkOut: day(13), guests: 3 });
    expect(body.message.length).toBeGreaterThan(0);
  });
});
