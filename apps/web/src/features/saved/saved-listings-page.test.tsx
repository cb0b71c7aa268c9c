// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '../auth';
import { mySavedListings, unsaveListing } from '@nyumba/domain';
import { makeListing } from '../../test/make-listing';
import { stubApi } from '../../test/stub-api';
import { SavedListingsPage } from './saved-listings-page';

const user = { _id: 'u1', id: 'u1', username: 'otieno', email: 'otieno@example.co.ke' };
const first = makeListing({ _id: 'a', id: 'a', name: 'Bedsitter in Umoja', saved: true, savedCount: 1 });
const second = makeListing({ _id: 'b', id: 'b', name: 'Studio in Kilimani', saved: true, savedCount: 4 });

function renderPage() {
  const router = createMemoryRouter([{ path: '/saved-listings', element: <SavedListingsPage /> }], {
    initialEntries: ['/saved-listings'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SavedListingsPage', () => {
  beforeEach(() => {
    useSessionStore.setState({ currentUser: user, signedOut: false });
  });

  it('asks a signed-out visitor to log in, without calling the server', () => {
    useSessionStore.setState({ currentUser: null });
    const api = stubApi();
    renderPage();
    expect(screen.getByText('Please log in to view saved listings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fsaved-listings');
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the loading text, then the saved cards; removing one takes it off the list', async () => {
    const api = stubApi({
      [unsaveListing.id]: () => ({ success: true, savedCount: 0 }),
      [mySavedListings.id]: () => ({
        success: true,
        savedListings: [
          { _id: 's1', listing: first },
          { _id: 's2', listing: second },
        ],
      }),
    });
    renderPage();
    expect(screen.getByText('Loading saved listings...')).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(api.requestsTo(mySavedListings)[0]?.query).toEqual({ limit: '24', startIndex: '0' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bedsitter in Umoja from saved listings' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Studio in Kilimani' })).toBeTruthy();
    expect(api.requestsTo(unsaveListing).map((request) => request.params)).toEqual([{ listingId: 'a' }]);
    expect(api.mock.lastCall?.[1]?.method).toBe('DELETE');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Saved Listings' }));
  });

  it('keeps the card when the removal fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      [unsaveListing.id]: () => Response.json({ success: false, message: 'busy' }, { status: 503 }),
      [mySavedListings.id]: () => ({ success: true, savedListings: [{ _id: 's1', listing: first }] }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bedsitter in Umoja from saved listings' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not remove. Please try again.');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("says 'No saved listings found.' when there are none", async () => {
    stubApi({ [mySavedListings.id]: () => ({ success: true, savedListings: [] }) });
    renderPage();
    expect(await screen.findByText('No saved listings found.')).toBeTruthy();
  });

  it('shows the fetch failure with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [mySavedListings.id]: () => Response.json({ success: false, message: 'down' }, { status: 500 }) });
    renderPage();
    expect(await screen.findByText('Failed to fetch saved listings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
