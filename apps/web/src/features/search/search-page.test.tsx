// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Listing, SearchResponse } from '@nyumba/domain';
import { makeListing } from '../../test/make-listing';
import { SearchPage } from './search-page';
import { handSetState } from '../../lib/hand-set-filters';

const listing = (n: number, overrides: Partial<Listing> = {}) =>
  makeListing({ _id: `l${n}`, id: `l${n}`, name: `Listing number ${n}`, ...overrides });

function answer(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    success: true,
    listings: [listing(1), listing(2)],
    total: 2,
    counts: { rentals: 2, movers: 1 },
    nextCursor: null,
    correctedTerm: null,
    ...overrides,
  };
}

/** The search API at the boundary: answers in order and remembers what was asked. */
function stubSearch(...answers: SearchResponse[]) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://localhost').searchParams);
      return Response.json(answers[Math.min(asked.length - 1, answers.length - 1)]);
    }),
  );
  return asked;
}

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
    initialEntries: [
      state === undefined ? path : { pathname: path.split('?')[0], search: path.slice(path.indexOf('?')), state },
    ],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('SearchPage', () => {
  it('seeds the filters and the first request from the query string', async () => {
    const asked = stubSearch(answer());
    renderAt('/search?searchTerm=Kilimani&type=rentals&bedrooms=2&minPrice=20000&maxPrice=25000');
    expect(await screen.findByRole('heading', { name: 'Listing number 1' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Search listings' }) as HTMLInputElement).value).toBe('Kilimani');
    expect(select('Type').value).toBe('rentals');
    expect(select('Beds').value).toBe('2');
    expect(select('Price').value).toBe('20k-25k');
    expect(Object.fromEntries(asked[0]!)).toMatchObject({
      searchTerm: 'Kilimani',
      type: 'rentals',
      bedrooms: '2',
      minPrice: '20000',
      maxPrice: '25000',
      sort: 'newest',
    });
    expect(screen.getByText('2 listings')).toBeTruthy();
    // Counts ignore the type filter, so every type shows how many it would find.
    expect(within(select('Type')).getByRole('option', { name: 'Movers (1)' })).toBeTruthy();
  });

  it('writes a filter change into the URL, replacing the entry, and searches again', async () => {
    const asked = stubSearch(answer(), answer({ listings: [listing(3)], total: 1 }));
    const router = renderAt('/search?type=rentals');
    await screen.findByRole('heading', { name: 'Listing number 1' });

    fireEvent.change(select('Price'), { target: { value: 'above-30k' } });
    expect(router.state.location.search).toBe('?type=rentals&minPrice=30000');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Listing number 3' })).toBeTruthy();
    expect(asked[1]?.get('minPrice')).toBe('30000');
    expect(asked[1]?.has('maxPrice')).toBe(false);
  });

  it('pushes a submitted search, so Back returns to the previous one', async () => {
    stubSearch(answer());
    // Rentals chosen by hand (a home tile): a typed search keeps it, as its chip shows.
    const router = renderAt('/search?type=rentals', handSetState('type'));
    await screen.findByRole('heading', { name: 'Listing number 1' });
    const input = screen.getByRole('combobox', { name: 'Search listings' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Westlands balcony' } });
    fireEvent.submit(input.form!);
    // The known area became a filter, shown as a chip; the rest stays text.
    expect(router.state.location.search).toBe('?searchTerm=balcony&type=rentals&area=Westlands');
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByRole('button', { name: 'Remove filter: In Westlands' })).toBeTruthy();
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?type=rentals');
    await vi.waitFor(() => expect(input.value).toBe(''));
  });

  it('starts each typed search from what it says: "plumber westlands", "2 bedroom kilimani", "bnb diani", "movers"', async () => {
    const asked = stubSearch(answer());
    const router = renderAt('/search');
    await screen.findByRole('heading', { name: 'Listing number 1' });
    const input = screen.getByRole('combobox', { name: 'Search listings' }) as HTMLInputElement;
    const typeIn = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.submit(input.form!);
    };
    typeIn('plumber westlands');
    expect(router.state.location.search).toBe('?type=technicians&trade=plumber&area=Westlands');
    typeIn('2 bedroom kilimani');
    expect(router.state.location.search).toBe('?bedrooms=2&area=Kilimani');
    typeIn('bnb diani');
    expect(router.state.location.search).toBe('?type=bnbs&area=Diani');
    typeIn('movers');
    expect(router.state.location.search).toBe('?type=movers');
    await vi.waitFor(() => expect(asked.at(-1)?.get('type')).toBe('movers'));
    expect(asked.at(-1)?.has('bedrooms')).toBe(false);
    expect(asked.at(-1)?.has('area')).toBe(false);
    // A filter chosen by hand after that stays through the next typed search, as its chip says.
    // (A service type shows its trades where a home's beds are: the type goes first.)
    fireEvent.change(select('Type'), { target: { value: 'rentals' } });
    fireEvent.change(select('Beds'), { target: { value: '' } });
    typeIn('kilimani');
    expect(router.state.location.search).toBe('?type=rentals&area=Kilimani');
  });

  it('reads text typed on the home page (?q=) as filters, and the address says them', async () => {
    const asked = stubSearch(answer());
    const router = renderAt('/search?q=2 bedroom kilimani under 60k');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?bedrooms=2&area=Kilimani&maxPrice=60000'));
    await vi.waitFor(() => expect(asked.at(-1)?.get('maxPrice')).toBe('60000'));
    expect(asked.every((params) => !params.has('searchTerm'))).toBe(true);
  });

  it('found nothing: offers what is close, each a tap away, with counts and the lowest price', async () => {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const params = new URL(url, 'http://localhost').searchParams;
        asked.push(params);
        // Nothing at this budget; at any price three, the cheapest 45,000; anywhere else one in Lavington.
        if (params.has('maxPrice') && params.has('area')) return Response.json(answer({ listings: [], total: 0 }));
        if (params.has('area'))
          return Response.json(answer({ listings: [listing(7, { price: 45000, areaName: 'Kilimani' })], total: 3 }));
        return Response.json(answer({ listings: [listing(8, { areaName: 'Lavington' })], total: 1 }));
      }),
    );
    renderAt('/search?bedrooms=2&area=Kilimani&maxPrice=40000');
    const close = await screen.findByRole('navigation', { name: 'Searches close to yours' });
    const anyPrice = await within(close).findByRole('link', { name: /^At any price: 3 listings, from KSH 45,000/ });
    expect(anyPrice.getAttribute('href')).toBe('/search?bedrooms=2&area=Kilimani');
    const anywhere = within(close).getByRole('link', { name: 'In any area: 1 listing' });
    expect(anywhere.getAttribute('href')).toBe('/search?bedrooms=2&maxPrice=40000');
    const nearby = within(close).getByRole('link', { name: /^In Lavington, about \d km away$/ });
    expect(nearby.getAttribute('href')).toBe('/search?bedrooms=2&area=Lavington&maxPrice=40000');
    // Only once nothing was found: one ask per filter that can be dropped.
    expect(asked.some((params) => params.get('sort') === 'price_asc' && !params.has('maxPrice'))).toBe(true);
  });

  it('reads "2br kileleshwa under 40k" as filters, shows them as chips and removes one on a tap', async () => {
    const asked = stubSearch(answer());
    const router = renderAt('/search');
    await screen.findByRole('heading', { name: 'Listing number 1' });
    const input = screen.getByRole('combobox', { name: 'Search listings' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2br kileleshwa under 40k' } });
    fireEvent.submit(input.form!);
    expect(router.state.location.search).toBe('?bedrooms=2&area=Kileleshwa&maxPrice=40000');
    await vi.waitFor(() => expect(asked.at(-1)?.get('area')).toBe('Kileleshwa'));
    expect(asked.at(-1)?.get('bedrooms')).toBe('2');
    expect(asked.at(-1)?.has('searchTerm')).toBe(false);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips.textContent).toContain('Beds: 2');
    expect(chips.textContent).toContain('In Kileleshwa');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: In Kileleshwa' }));
    expect(router.state.location.search).toBe('?bedrooms=2&maxPrice=40000');
  });

  it('says when a typo was corrected, and loads more with the cursor', async () => {
    const asked = stubSearch(
      answer({ correctedTerm: 'kilimani', nextCursor: 'next-1', total: 3 }),
      answer({ listings: [listing(3)], nextCursor: null, total: 3 }),
    );
    renderAt('/search?searchTerm=kilimanii');
    expect(await screen.findByText('Showing results for "kilimani"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Listing number 3' })).toBeTruthy();
    expect(asked[1]?.get('cursor')).toBe('next-1');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the loading text, then an empty state', async () => {
    stubSearch(answer({ listings: [], total: 0, counts: {} }));
    renderAt('/search?type=movers');
    expect(screen.getByText('Loading listings...')).toBeTruthy();
    expect(await screen.findByText('No listings match your search.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear search and filters' }).getAttribute('href')).toBe('/search');
  });
});
