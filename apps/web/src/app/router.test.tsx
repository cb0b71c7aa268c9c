// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '../features/auth';
import { createQueryClient } from './providers';
import { routes } from './router';
import { en } from '../i18n/en';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const notBuilt = en.app.notBuiltYet;

const signedInUser = { _id: 'u1', id: 'u1', username: 'wanjiku', email: 'wanjiku@example.co.ke' };

describe('router', () => {
  // Signed in, so guarded screens render; the guard itself is tested below.
  beforeEach(() => {
    useSessionStore.setState({ currentUser: signedInUser, signedOut: false });
  });

  it.each([
    ['/search', 'Search'],
    ['/search?type=rentals', 'Search'],
    ['/search-results', 'Search'],
    ['/mapexplore', 'Explore on Map'],
    ['/maplayout?lat=-1.29&lng=36.82&selectedId=x&redirected=true', 'Explore on Map'],
    ['/saved-listings', 'Saved Listings'],
  ])('%s shows the built %s discovery screen', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText(notBuilt)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it.each([
    ['/my-posts', 'My Posts'],
    ['/create-post', 'New Post'],
    ['/edit-post/p1', 'Edit Post'],
    ['/blog', 'Explore new ideas'],
    // The post itself is missing here: its page says so.
    ['/blog/p1', 'Post not found'],
  ])('%s shows the built %s blog screen', async (path, title) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Post not found' }, { status: 404 })),
    );
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText(notBuilt)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it.each([
    ['/sign-in', 'Sign In'],
    ['/signin', 'Sign In'],
    ['/sign-up', 'Sign Up'],
    ['/profile', 'Profile'],
    ['/Profile', 'Profile'],
    ['/settings', 'Settings'],
    ['/my-listing', 'My Listings'],
    ['/update-listing/abc123', 'Update a Listing'],
    ['/create-listing', 'Create a Listing'],
    ['/all-listings', 'All Listings'],
    ['/upload', 'Upload'],
  ])('%s shows the built %s screen', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText(notBuilt)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('/listing/:id shows the listing page, here its not-found state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Listing not found' }, { status: 404 })),
    );
    renderAt('/listing/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows home with a tagline, the map link and the Explore link', () => {
    renderAt('/');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(en.home.taglines).toContain(heading.textContent);
    expect(screen.getByRole('link', { name: 'Explore on Map' }).getAttribute('href')).toBe('/maplayout');
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/search');
  });

  it('redirects /signin to /sign-in, keeping the query', async () => {
    const router = renderAt('/signin?next=%2Fsettings');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('?next=%2Fsettings');
  });

  it('renders the map without the site header on phones, with it (the navigation) from 1024 px', async () => {
    renderAt('/maplayout');
    await screen.findByRole('heading', { level: 1, name: 'Explore on Map' });
    // jsdom applies no styles: the classes are what hides it (e2e/desktop-layout.spec.ts looks).
    expect(screen.getByRole('banner').className).toMatch(/(^| )hidden( |$)/);
    expect(screen.getByRole('banner').className).toMatch(/(^| )lg:block( |$)/);
  });

  it.each(['/nope', '/listing', '/blog/p1/extra', '/search/rentals'])('%s shows the not-found screen', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('route guard', () => {
  beforeEach(() => {
    useSessionStore.setState({ currentUser: null, signedOut: false });
  });

  it.each([
    '/profile',
    '/Profile',
    '/settings',
    '/my-listing',
    '/create-listing',
    '/update-listing/abc123',
    '/all-listings',
    '/my-posts',
    '/create-post',
    '/upload',
  ])('sends a signed-out visitor from %s to sign in, remembering the way back', async (path) => {
    const router = renderAt(`${path}?tab=1`);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${path}?tab=1`);
  });

  it('leaves /saved-listings open to visitors', async () => {
    const router = renderAt('/saved-listings');
    await screen.findByRole('heading', { level: 1, name: 'Saved Listings' });
    expect(router.state.location.pathname).toBe('/saved-listings');
  });

  it('sends someone who just signed out to plain /sign-in', async () => {
    useSessionStore.setState({ signedOut: true });
    const router = renderAt('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.search).toBe('');
  });
});
