// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import {
  TENANCY_NEEDS_NUMBER,
  TENANCY_ONE_WAITING,
  TENANCY_REQUESTED,
  addDays,
  kenyaToday,
  requestTenancy,
  type TenancyRequestBody,
} from '@nyumba/domain';
import { useSessionStore } from '../auth';
import { makeListing } from '../../test/make-listing';
import { makeTenancy } from '../../test/make-tenancy';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import TenancyRequestPanel from './tenancy-request-panel';

const flat = makeListing({ type: 'rentals', price: 35_000, depositMonths: 2, name: 'Two-bedroom flat, Kilimani' });
const today = kenyaToday();

function renderPanel(
  answer: () => Response = () =>
    Response.json(
      { success: true, tenancy: makeTenancy(), message: TENANCY_REQUESTED, code: 'tenancy.requested' },
      { status: 201 },
    ),
) {
  const api = stubApi({ [requestTenancy.id]: answer });
  renderRoutes([{ path: '/listing/:id', element: <TenancyRequestPanel listing={flat} /> }], `/listing/${flat._id}`);
  return api;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Ask to rent' }));

describe('Rent this home on Nyumba', () => {
  beforeEach(() => {
    useSessionStore.setState({ currentUser: { _id: 'u2', id: 'u2', username: 'achieng' }, signedOut: false } as never);
  });

  it('says what is paid and that Nyumba holds it, before anything is asked', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Rent this home on Nyumba' })).toBeTruthy();
    expect(screen.getByText(/Rent protected by Nyumba/).parentElement!.textContent).toContain(
      'Nyumba holds the first month until you have the keys, and the deposit until you move out.',
    );
    expect(document.querySelector('[data-tenancy-figures]')!.textContent).toBe(
      'KSH 35,000 a month + deposit KSH 70,000 (2 months) = KSH 105,000, paid once you both sign.',
    );
  });

  it('asks a signed-out visitor to sign in first', () => {
    useSessionStore.setState({ currentUser: null, signedOut: false } as never);
    renderPanel();
    expect(screen.getByRole('link', { name: 'Sign in to rent this home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to rent' })).toBeNull();
  });

  it('flags a move-in date in the past beside the field, and sends nothing', () => {
    const api = renderPanel();
    fireEvent.change(field('Move-in date'), { target: { value: addDays(today, -2) } });
    expect(screen.getByText('Choose a move-in date from today on')).toBeTruthy();
    send();
    expect(api.requestsTo(requestTenancy)).toHaveLength(0);
  });

  it('sends the date, the months as a number (none for open-ended) and the message, then links the tenancy', async () => {
    const api = renderPanel();
    fireEvent.change(field('Move-in date'), { target: { value: addDays(today, 20) } });
    fireEvent.change(field('How long'), { target: { value: '12' } });
    send();
    expect(await screen.findByText(TENANCY_REQUESTED)).toBeTruthy();
    const body = api.requestsTo(requestTenancy)[0]!.body as TenancyRequestBody;
    expect(body).toMatchObject({ listingId: flat._id, moveIn: addDays(today, 20), months: 12 });
    expect(body.message.length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Open the tenancy' }).getAttribute('href')).toBe(
      `/tenancies/${makeTenancy().id}`,
    );
  });

  it('sends an open-ended request as months: null', async () => {
    const api = renderPanel();
    fireEvent.change(field('Move-in date'), { target: { value: addDays(today, 3) } });
    send();
    await screen.findByText(TENANCY_REQUESTED);
    expect((api.requestsTo(requestTenancy)[0]!.body as TenancyRequestBody).months).toBeNull();
  });

  it('shows "prove your number first" with the way to Settings', async () => {
    renderPanel(() =>
      Response.json({ success: false, message: TENANCY_NEEDS_NUMBER, code: 'tenancy.needs-number' }, { status: 403 }),
    );
    fireEvent.change(field('Move-in date'), { target: { value: addDays(today, 3) } });
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(TENANCY_NEEDS_NUMBER);
    expect(screen.getByRole('link', { name: 'Prove your number in Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows "one request at a time" with the way to the request already made', async () => {
    renderPanel(() =>
      Response.json({ success: false, message: TENANCY_ONE_WAITING, code: 'tenancy.one-waiting' }, { status: 409 }),
    );
    fireEvent.change(field('Move-in date'), { target: { value: addDays(today, 3) } });
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(TENANCY_ONE_WAITING);
    expect(screen.getByRole('link', { name: 'My tenancies' }).getAttribute('href')).toBe('/tenancies');
  });
});
