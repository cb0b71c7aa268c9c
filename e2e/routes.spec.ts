import { expectClearOfBottomBar } from './support/bottom-bar.ts';
import { expect, screenshot, test } from './support/fixtures.ts';

// Every route of docs/product.md (Routes), with its aliases, at 360x640.
const ROUTES: [string, string][] = [
  ['home', '/'],
  ['sign-in', '/sign-in'],
  ['signin-alias', '/signin'],
  ['sign-up', '/sign-up'],
  ['my-listing', '/my-listing'],
  ['profile', '/profile'],
  ['profile-alias', '/Profile'],
  ['update-listing', '/update-listing/00000000-0000-4000-8000-000000000000'],
  ['create-listing', '/create-listing'],
  ['listing', '/listing/00000000-0000-4000-8000-000000000000'],
  ['all-listings', '/all-listings'],
  ['upload', '/upload'],
  ['settings', '/settings'],
  ['search', '/search'],
  ['search-results', '/search-results'],
  ['mapexplore', '/mapexplore'],
  ['maplayout', '/maplayout'],
  ['saved-listings', '/saved-listings'],
  ['my-posts', '/my-posts'],
  ['create-post', '/create-post'],
  ['blog', '/blog'],
  ['not-found', '/no-such-page'],
];

// Routes naming something that does not exist, and paths that are no screen at
// all, answer 404 (so crawlers see it) with the app's own not-found screen.
const NOT_FOUND = new Set(['listing', 'not-found']);

for (const [name, route] of ROUTES) {
  test(`${route} renders without errors at 360 px`, async ({ page, consoleErrors }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(NOT_FOUND.has(name) ? 404 : 200);
    await page.waitForLoadState('networkidle');
    const main = page.locator('main');
    await expect(main).toBeVisible();
    expect((await main.innerText()).trim().length).toBeGreaterThan(0);
    // The fixed bottom bar is on every screen.
    await expect(page.getByRole('navigation').last()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `route-${name}`);
    // Scrolled to its end, nothing in the screen is left under the fixed bottom bar.
    await expectClearOfBottomBar(page, route);
    // The browser logs a 404 API answer as a failed resource; that is the expected answer here.
    const expected = (e: string) => e.includes('ERR_BLOCKED_BY_CLIENT') || (NOT_FOUND.has(name) && e.includes('404'));
    expect(consoleErrors.filter((e) => !expected(e))).toEqual([]);
  });
}

test('the server answers the demo listings', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
});
