// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './router';
import { en } from '../i18n/en';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const notBuilt = en.app.notBuiltYet;

describe('router', () => {
  it.each([
    ['/sign-in', 'Sign In'],
    ['/signin', 'Sign In'],
    ['/sign-up', 'Sign Up'],
    ['/my-listing', 'My Listings'],
    ['/profile', 'Profile'],
    ['/Profile', 'Profile'],
    ['/update-listing/abc123', 'Update a Listing'],
    ['/create-listing', 'Create a Listing'],
    ['/listing/abc123', 'Listing'],
    ['/all-listings', 'All Listings'],
    ['/upload', 'Upload'],
    ['/settings', 'Settings'],
    ['/search', 'Search'],
    ['/search?type=rentals', 'Search'],
    ['/search-results', 'Search'],
    ['/mapexplore', 'Explore on Map'],
    ['/maplayout?lat=-1.29&lng=36.82&selectedId=x&redirected=true', 'Explore on Map'],
    ['/saved-listings', 'Saved Listings'],
    ['/my-posts', 'My Posts'],
    ['/create-post', 'New Post'],
    ['/blog', 'Explore new ideas'],
    ['/blog/p1', 'Post'],
  ])('%s shows the %s screen', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(notBuilt)).toBeTruthy();
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

  it('renders the map without the site header', async () => {
    renderAt('/maplayout');
    await screen.findByRole('heading', { level: 1, name: 'Explore on Map' });
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it.each(['/nope', '/listing', '/blog/p1/extra', '/search/rentals'])(
    '%s shows the not-found screen',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    },
  );
});
