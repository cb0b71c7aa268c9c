import { expect, test } from './support/fixtures.ts';

// What the server answers for every route of docs/product.md (Routes), with its aliases:
// the app's page, with 404 for a route naming nothing (so crawlers see it). How each
// screen looks and behaves in the browser at 360 and 1280 px is a11y.spec.ts (every
// screen, signed out and in); which screen each path and alias shows, and what a guarded
// route does signed out, is the router's unit test.
const ROUTES: [string, number][] = [
  ['/', 200],
  ['/sign-in', 200],
  ['/signin', 200],
  ['/sign-up', 200],
  ['/forgot-password', 200],
  ['/reset-password', 200],
  ['/my-listing', 200],
  ['/profile', 200],
  ['/Profile', 200],
  ['/update-listing/00000000-0000-4000-8000-000000000000', 200],
  ['/create-listing', 200],
  ['/listing/00000000-0000-4000-8000-000000000000', 404],
  ['/u/00000000-0000-4000-8000-000000000000', 404],
  ['/all-listings', 200],
  ['/upload', 200],
  ['/settings', 200],
  ['/search', 200],
  ['/search-results', 200],
  ['/mapexplore', 200],
  ['/maplayout', 200],
  ['/saved-listings', 200],
  ['/my-posts', 200],
  ['/create-post', 200],
  ['/blog', 200],
  ['/no-such-page', 404],
];

test('every route answers the app with its status', async ({ request }) => {
  for (const [route, status] of ROUTES) {
    const response = await request.get(route, { headers: { accept: 'text/html' } });
    expect(response.status(), route).toBe(status);
    expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, route).toContain('<div id="root"');
  }
});
