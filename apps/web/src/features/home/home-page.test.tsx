// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { searchListings } from '@nyumba/domain';
import { makeListing } from '../../test/make-listing';
import { stubApi } from '../../test/stub-api';
import { HomePage } from './home-page';

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const tile = (type: string) => document.querySelector<HTMLAnchorElement>(`[data-tile="${type}"]`)!;

describe('HomePage', () => {
  it('fills the tiles and Featured Listings from one search call', async () => {
    const listings = Array.from({ length: 6 }, (_, i) => makeListing({ _id: `l${i}`, id: `l${i}`, name: `Home ${i}` }));
    const api = stubApi({
      [searchListings.id]: () => ({
        success: true,
        listings,
        total: 40,
        counts: { rentals: 12, bnbs: 4, technicians: 3, engineers: 9, 'for-sale': 1001 },
        nextCursor: 'x',
        correctedTerm: null,
      }),
    });
    renderHome();

    await vi.waitFor(() => expect(tile('rentals').textContent).toContain('12 homes'));
    // The tab's title, not a <title> element lost in the page's body.
    expect(document.title).toBe('Nyumba: homes and trusted pros in Kenya');
    expect(document.body.querySelector('title')).toBeNull();
    expect(tile('rentals').getAttribute('href')).toBe('/search?type=rentals');
    expect(tile('bnbs').textContent).toContain('4 homes');
    // Search counts exactly up to 1,000 and past it only knows "more" (COUNT_CAP).
    expect(tile('for-sale').textContent).toContain('1,000+ homes');
    expect(tile('technicians').textContent).toContain('3 pros');
    expect(tile('architects').textContent).toContain('0 pros');
    expect(tile('movers').textContent).toContain('0 teams');
    expect(tile('movers').getAttribute('href')).toBe('/search?type=movers');

    const featured = screen.getByRole('region', { name: 'Featured Listings' });
    // A card per task (featured-grid.tsx): all six, once the last has been drawn.
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(6));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.requestsTo(searchListings).map((request) => request.query)).toEqual([{ limit: '6' }]);
  });

  it('only logs a failure: the tiles show 0 and the featured list is empty', async () => {
    stubApi({ [searchListings.id]: () => Response.json({ success: false, message: 'down' }, { status: 500 }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHome();
    expect(await screen.findByText('No listings to show yet.')).toBeTruthy();
    expect(tile('rentals').textContent).toContain('0 homes');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
