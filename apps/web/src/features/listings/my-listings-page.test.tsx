// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '../auth';
import { MyListingsPage } from './my-listings-page';
import { makeListing } from '../../test/make-listing';

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

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  useSessionStore.setState({ currentUser: user });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('MyListingsPage', () => {
  it('asks for the user’s own listings and shows them as managed cards', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: true, listings: [first, second], total: 2, nextCursor: null }),
    );
    renderPage();
    expect(screen.getByRole('link', { name: 'Create a listing' }).getAttribute('href')).toBe('/create-listing');
    expect(await screen.findByRole('article', { name: 'First home' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/listing/user/user-1?limit=24');
    expect(screen.getAllByRole('link', { name: 'Edit listing' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('deletes through the dialog and removes the card', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: true, listings: [first, second], total: 2, nextCursor: null }),
    );
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, message: 'Listing deleted' }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'First home' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete listing' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));

    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/listing/delete/a1');
    expect(init.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'First home' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Second home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Failed to fetch listings" when the list cannot load', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, message: 'Boom' }, { status: 500 }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch listings');
  });

  it('has an empty state and shows the message handed over by the form', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, listings: [], total: 0, nextCursor: null }));
    renderPage({ flash: 'Listing created successfully!' });
    expect(await screen.findByText('You have no listings yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Listing created successfully!');
  });
});
