// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '../auth';
import { MyListingsPage } from './my-listings-page';
import { DAY_MS, deleteListing, setListingAvailability, userListings } from '@nyumba/domain';
import { makeListing } from '../../test/make-listing';
import { stubApi } from '../../test/stub-api';

const user = { _id: 'user-1', id: 'user-1', username: 'wanjiku', email: 'wanjiku@example.co.ke' };
const first = makeListing({ _id: 'a1', id: 'a1', name: 'First home' });
const second = makeListing({ _id: 'b2', id: 'b2', name: 'Second home' });

function renderPage(state?: unknown) {
  const router = createMemoryRouter([{ path: '/my-listing', element: <MyListingsPage /> }], {
    initialEntries: [{ pathname: '/my-listing', state }],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useSessionStore.setState({ currentUser: user });
});

describe('MyListingsPage', () => {
  it('asks for the user’s own listings and shows them as managed cards', async () => {
    const api = stubApi({
      [userListings.id]: () => ({ success: true, listings: [first, second], total: 2, nextCursor: null }),
    });
    renderPage();
    expect(screen.getByRole('link', { name: 'Create a listing' }).getAttribute('href')).toBe('/create-listing');
    expect(await screen.findByRole('article', { name: 'First home' })).toBeTruthy();
    expect(api.requestsTo(userListings).map(({ params, query }) => ({ params, query }))).toEqual([
      { params: { userId: 'user-1' }, query: { limit: '24' } },
    ]);
    expect(screen.getAllByRole('link', { name: 'Edit listing' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a listing out of search for want of a confirmation says so, and "Still available" confirms it', async () => {
    const stale = makeListing({
      _id: 's1',
      id: 's1',
      name: 'Stale home',
      confirmedAt: new Date(Date.now() - 33 * DAY_MS).toISOString(),
      staleAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      stats: {
        views: 0,
        saves: 0,
        contacts: 0,
        contactsBy: { messages: 0, viewings: 0, stays: 0, calls: 0, whatsapp: 0 },
      },
    });
    const api = stubApi({
      [userListings.id]: () => ({ success: true, listings: [stale], total: 1, nextCursor: null }),
      [setListingAvailability.id]: () => ({
        success: true,
        listing: { ...stale, staleAt: null, confirmedAt: new Date().toISOString() },
      }),
    });
    renderPage();
    expect(
      await screen.findByText('Out of search: not confirmed for 33 days. Say it is still available to bring it back.'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Still available' })));
    expect(api.requestsTo(setListingAvailability).map((request) => [request.params, request.body])).toEqual([
      [{ id: 's1' }, { availability: 'available' }],
    ]);
  });

  it('deletes through the dialog and removes the card', async () => {
    const api = stubApi({
      [userListings.id]: () => ({ success: true, listings: [first, second], total: 2, nextCursor: null }),
      [deleteListing.id]: () => ({ success: true, message: 'Listing deleted' }),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'First home' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete listing' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));

    expect(api.requestsTo(deleteListing).map((request) => request.params)).toEqual([{ id: 'a1' }]);
    // The list is read once (not again after the delete), and the delete is the only write; the
    // page's other read is the public settings (what featuring costs).
    expect(api.requestsTo(userListings)).toHaveLength(1);
    expect(api.mock.calls.map(([, init]) => init?.method).filter((method) => method !== 'GET')).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'First home' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Second home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Failed to fetch listings" when the list cannot load', async () => {
    stubApi({ [userListings.id]: () => Response.json({ success: false, message: 'Boom' }, { status: 500 }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch listings');
  });

  it('has an empty state and shows the message handed over by the form', async () => {
    stubApi({ [userListings.id]: () => ({ success: true, listings: [], total: 0, nextCursor: null }) });
    renderPage({ flash: 'Listing created successfully!' });
    expect(await screen.findByText('You have no listings yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Listing created successfully!');
  });
});
