// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { updateListing, type Listing } from '@nyumba/domain';
import { makeListing } from '../../../test/make-listing';
import { stubApi, type ApiHandlers } from '../../../test/stub-api';
import { ListingForm } from './listing-form';

// Leaflet needs a real layout engine; the picker's map is its own lazy chunk anyway.
vi.mock('../location-picker/picker-map', () => ({ default: () => <div>map</div> }));

function renderForm(listing?: Listing) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ListingForm listing={listing} /> },
      { path: '/my-listing', element: <p>My listings screen</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValidFields() {
  fireEvent.change(field('Bedrooms'), { target: { value: '2-bedroom' } });
  type('Name', 'Bright 2 bedroom in Kilimani');
  type('Description', 'Near Yaya Centre.');
  type('Phone number', '0712 345 678');
  type('Price per month (KSH)', '25,000');
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Listing$|\.\.\.$/ })));

let api: ReturnType<typeof stubApi>;
const answer = (handlers: ApiHandlers) => {
  api = stubApi(handlers);
};

beforeEach(() => answer({}));

describe('ListingForm', () => {
  it('creates by default with the spec title texts and all nine types', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeTruthy();
    const options = Array.from((field('Type') as unknown as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual([
      'Rentals',
      'For sale',
      'BnBs',
      'Technicians',
      'Architects',
      'Engineers',
      'Interior designer',
      'Furniture',
      'Movers',
    ]);
    expect(field('Phone number').inputMode).toBe('tel');
  });

  it('hides bedrooms for technicians and shows them again for rentals', () => {
    renderForm();
    expect(screen.getByLabelText('Bedrooms')).toBeTruthy();
    fireEvent.change(field('Type'), { target: { value: 'technicians' } });
    expect(screen.queryByLabelText('Bedrooms')).toBeNull();
    fireEvent.change(field('Type'), { target: { value: 'rentals' } });
    expect(screen.getByLabelText('Bedrooms')).toBeTruthy();
  });

  it('asks only for the chosen type’s facts, with the price label of its type', () => {
    renderForm();
    const cases = [
      {
        kind: 'rentals',
        price: 'Price per month (KSH)',
        shown: ['Deposit (months of rent)', 'Service charge per month (KSH)'],
      },
      {
        kind: 'bnbs',
        price: 'Price per night (KSH)',
        shown: ['Maximum guests', 'Tourism Regulatory Authority (TRA) licence number'],
      },
      { kind: 'for-sale', price: 'Asking price (KSH)', shown: ['Plot size (acres)'] },
      { kind: 'movers', price: 'Starting price (KSH)', shown: ['Areas served'] },
    ];
    const every = [
      'Deposit (months of rent)',
      'Service charge per month (KSH)',
      'Maximum guests',
      'Tourism Regulatory Authority (TRA) licence number',
      'Plot size (acres)',
      'Areas served',
    ];
    for (const { kind, price, shown } of cases) {
      fireEvent.change(field('Type'), { target: { value: kind } });
      expect(field(price)).toBeTruthy();
      for (const label of every)
        expect(screen.queryByLabelText(label, { exact: false }) !== null, `${kind}: ${label}`).toBe(
          shown.includes(label),
        );
      const home = kind !== 'movers';
      for (const label of ['Bathrooms', 'Furnished', 'Parking', 'Wi-Fi', 'Servant quarter (DSQ)'])
        expect(screen.queryByLabelText(label, { exact: false }) !== null, `${kind}: ${label}`).toBe(home);
    }
  });

  it('stops without a photo: "You must upload at least one image"', async () => {
    renderForm();
    fillValidFields();
    await submit();
    expect(screen.getByText('You must upload at least one image')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select Images' }));
    expect(field('Name').value).toBe('Bright 2 bedroom in Kilimani');
  });

  it('marks missing and malformed fields, linked to their inputs', async () => {
    renderForm(makeListing());
    type('Name', '');
    type('Price per month (KSH)', 'abc');
    await submit();
    expect(api).not.toHaveBeenCalled();
    const name = field('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required');
    expect(screen.getByText(/Enter a price in shillings/)).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('updates a listing and goes to My Listings', async () => {
    const listing = makeListing();
    let respond: (response: Response) => void = () => {};
    answer({ [updateListing.id]: () => new Promise<Response>((resolve) => (respond = resolve)) });
    const router = renderForm(listing);
    expect(field('Price per month (KSH)').value).toBe('25,000');
    type('Price per month (KSH)', '27,500');
    await submit();
    // TanStack Query publishes state changes on a timer, hence find (waits) rather than get.
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    await act(async () => respond(Response.json({ success: true, listing }, { status: 200 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listing'));

    const [request, ...more] = api.requestsTo(updateListing);
    expect(more).toEqual([]);
    expect(request!.params).toEqual({ id: listing._id });
    expect(request!.init.method).toBe('POST');
    const body = request!.body as Record<string, unknown>;
    // The rental's facts go with it; a blank one as null (cleared), other types' not at all.
    expect(body).toMatchObject({
      price: '27,500',
      bedrooms: '2-bedroom',
      location: '-1.2921,36.7833',
      bathrooms: '1',
      floorSize: null,
      amenities: ['water-tank', 'balcony'],
      depositMonths: '2',
    });
    expect(body).not.toHaveProperty('maxGuests');
    expect(body).not.toHaveProperty('traLicence');
    expect(body).not.toHaveProperty('areasServed');
    expect(body.image_urls).toEqual(listing.image_urls);
    expect(router.state.location.pathname).toBe('/my-listing');
    expect(router.state.location.state).toEqual({ flash: 'Listing updated successfully!' });
  });

  it('edits a bnb’s TRA licence number, with the hint that says why, and sends it', async () => {
    const listing = makeListing({ type: 'bnbs', maxGuests: 4, traLicence: 'TRA/BNB/0042' });
    answer({ [updateListing.id]: () => Response.json({ success: true, listing }) });
    renderForm(listing);
    // Its label carries "(optional)" after it.
    const licence = screen.getByLabelText('Tourism Regulatory Authority (TRA) licence number', {
      exact: false,
    }) as HTMLInputElement;
    expect(licence.value).toBe('TRA/BNB/0042');
    expect(screen.getByText('Shown on your listing. Bnbs need it to take stays.')).toBeTruthy();
    fireEvent.change(licence, { target: { value: 'TRA/BNB/0099' } });
    await submit();
    await waitFor(() => expect(api.requestsTo(updateListing)).toHaveLength(1));
    expect(api.requestsTo(updateListing)[0]!.body).toMatchObject({ maxGuests: '4', traLicence: 'TRA/BNB/0099' });
  });

  it('shows the server’s field errors and message and keeps what was typed', async () => {
    answer({
      [updateListing.id]: () =>
        Response.json(
          { success: false, message: 'Check the listing', errors: { phone_number: 'Enter a Kenyan phone number' } },
          { status: 400 },
        ),
    });
    renderForm(makeListing());
    type('Description', 'Edited description');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Check the listing');
    expect(screen.getByText('Enter a Kenyan phone number')).toBeTruthy();
    expect(field('Description').value).toBe('Edited description');
    expect(await screen.findByRole('button', { name: 'Update Listing' })).toBeTruthy();
  });

  it('says "Something went wrong. Please try again." when the network fails', async () => {
    answer({ [updateListing.id]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderForm(makeListing());
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(field('Name').value).toBe('Modern 2 bedroom apartment in Kilimani');
  });

  it('falls back to "Failed to update listing" without a server message', async () => {
    answer({ [updateListing.id]: () => new Response('', { status: 500 }) });
    renderForm(makeListing());
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Failed to update listing');
  });
});
