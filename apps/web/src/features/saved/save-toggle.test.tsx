// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '../auth';
import { saveListing, searchListings } from '@nyumba/domain';
import { queryKey } from '../../lib/api-client';
import { makeListing } from '../../test/make-listing';
import { stubApi } from '../../test/stub-api';
import { SaveToggle } from './save-toggle';

const user = { _id: 'u1', id: 'u1', username: 'achieng', email: 'achieng@example.co.ke' };
const listing = makeListing({ savedCount: 2, saved: false });

function renderToggle(
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  element = <SaveToggle listing={listing} />,
) {
  const router = createMemoryRouter(
    [
      { path: '/search', element },
      { path: '/sign-in', element: <p>sign in screen</p> },
    ],
    { initialEntries: ['/search?type=rentals'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const button = () => screen.getByRole('button', { name: `Save ${listing.name}` });
  return { router, button, queryClient };
}

/** The save call answers `body` with `status`. */
const answer = (status: number, body: unknown) => stubApi({ [saveListing.id]: () => Response.json(body, { status }) });

describe('SaveToggle', () => {
  beforeEach(() => {
    useSessionStore.setState({ currentUser: user, signedOut: false });
  });

  it('saves, then shows the state and count the server answered', async () => {
    const api = answer(200, { success: true, savedCount: 3 });
    const { button } = renderToggle();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().textContent).toBe('2');

    fireEvent.click(button());
    await vi.waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(button().textContent).toBe('3');
    const [request, ...more] = api.requestsTo(saveListing);
    expect(more).toEqual([]);
    expect(request!.params).toEqual({ listingId: listing._id });
    expect(request!.init.method).toBe('POST');
    expect(request!.init.credentials).toBe('include');
  });

  it.each([
    ['a server error', 500, { success: false, message: 'Database is down' }],
    ['an answer that says success: false', 200, { success: false, message: 'Nope' }],
  ])('keeps the state and count as they were after %s, and says so briefly', async (_name, status, body) => {
    answer(status, body);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button } = renderToggle();

    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not save. Please try again.');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().textContent).toBe('2');
  });

  it('keeps the state when the network fails', async () => {
    stubApi({ [saveListing.id]: () => Promise.reject(new TypeError('Failed to fetch')) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button } = renderToggle();
    fireEvent.click(button());
    await screen.findByRole('alert');
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('sends a signed-out visitor to sign in and back, without calling the server', async () => {
    useSessionStore.setState({ currentUser: null });
    const api = stubApi();
    const { button, router } = renderToggle();
    fireEvent.click(button());
    await screen.findByText('sign in screen');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/search?type=rentals')}`);
    expect(api).not.toHaveBeenCalled();
  });

  it('completes a Save tapped while signed out once the visitor is back signed in, once', async () => {
    useSessionStore.setState({ currentUser: null });
    const api = answer(200, { success: true, savedCount: 3 });
    const first = renderToggle();
    fireEvent.click(first.button());
    await screen.findByText('sign in screen');
    expect(api.requestsTo(saveListing)).toEqual([]);

    // Signed in, back on the page: the Save goes through without another tap.
    useSessionStore.setState({ currentUser: user, signedOut: false });
    await act(() => first.router.navigate('/search?type=rentals'));
    await vi.waitFor(() => expect(first.button().getAttribute('aria-pressed')).toBe('true'));
    expect(api.requestsTo(saveListing)).toHaveLength(1);

    // Coming back again does not save a second time.
    await act(() => first.router.navigate('/sign-in'));
    await act(() => first.router.navigate('/search?type=rentals'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requestsTo(saveListing)).toHaveLength(1);
  });

  it('does not save another listing than the one the kept Save was for', async () => {
    useSessionStore.setState({ currentUser: null });
    sessionStorage.setItem(
      'nyumba:pending-action',
      JSON.stringify({ kind: 'save-listing', payload: { listingId: 'another' }, at: Date.now() }),
    );
    useSessionStore.setState({ currentUser: user, signedOut: false });
    const api = answer(200, { success: true, savedCount: 3 });
    renderToggle();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requestsTo(saveListing)).toEqual([]);
    sessionStorage.clear();
  });

  it('forgets a user whose session ended on the server and asks them to sign in', async () => {
    answer(401, { success: false, message: 'Please sign in' });
    const { button } = renderToggle();
    fireEvent.click(button());
    await screen.findByText('sign in screen');
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('updates every cached copy of the listing, so other screens and a revisit show it saved', async () => {
    answer(200, { success: true, savedCount: 3 });
    const queryClient = new QueryClient();
    const searchKey = queryKey(searchListings, { query: { type: 'rentals' } }, { viewer: 'u1' });
    const other = makeListing({ _id: 'other', id: 'other' });
    queryClient.setQueryData(searchKey, {
      pages: [{ listings: [listing, other], total: 2 }],
      pageParams: [null],
    });
    const { button } = renderToggle(queryClient);
    await act(async () => fireEvent.click(button()));
    await vi.waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    const cached = queryClient.getQueryData<{ pages: { listings: (typeof listing)[] }[] }>(searchKey);
    expect(cached?.pages[0]?.listings[0]).toMatchObject({ saved: true, savedCount: 3 });
    expect(cached?.pages[0]?.listings[1]).toBe(other);
  });

  it('stays saved when a list fetched before the save was recorded arrives after it', async () => {
    // The server's saved state, as each request reads it when it arrives.
    let serverSaved = false;
    stubApi({
      [saveListing.id]: () => {
        serverSaved = true;
        return { success: true, savedCount: 3 };
      },
    });
    let releaseSlowFetch = () => {};
    let fetches = 0;
    const fetchList = async () => {
      fetches += 1;
      const saved = serverSaved;
      // The page's second fetch (a refetch on mount or focus) is slow: it lands after the save.
      if (fetches === 2) await new Promise<void>((resolve) => (releaseSlowFetch = resolve));
      return { listings: [{ ...listing, saved, savedCount: saved ? 3 : 2 }] };
    };
    function List() {
      const { data } = useQuery({ queryKey: ['a list'], queryFn: fetchList });
      const first = data?.listings[0];
      return first ? <SaveToggle listing={first} /> : null;
    }
    const { button, queryClient } = renderToggle(undefined, <List />);
    await vi.waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    void queryClient.refetchQueries({ queryKey: ['a list'] });
    await vi.waitFor(() => expect(fetches).toBe(2));

    await act(async () => fireEvent.click(button()));
    await vi.waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    await act(async () => releaseSlowFetch());
    await vi.waitFor(() => expect(fetches).toBe(3));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().textContent).toBe('3');
  });
});
