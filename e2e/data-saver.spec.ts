import { capture } from './support/fixtures.ts';
import { expect, signInPage, test } from './support/signed-in-user.ts';

// Data saver (issue "Reach"): a phone that asks to save data (Save-Data, or the switch in
// Settings) gets the smallest photos and pictures of the map only when it asks for them.

test.use({ deviceScaleFactor: 1, serviceWorkers: 'allow' });

test('data saver: Save-Data gives the smallest photos, one preload, and map pictures only on a tap', async ({
  browser,
  baseURL,
  fixture,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 640 },
    extraHTTPHeaders: { 'save-data': 'on' },
  });
  const page = await context.newPage();
  const own = new URL(baseURL!).host;
  const outside: string[] = [];
  await page.route(
    (url) => url.host !== own,
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await page.goto('/search?type=rentals');
  const sources = await page
    .locator('main article img')
    .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute('srcset') ?? ''));
  expect(sources.length).toBeGreaterThan(0);
  for (const srcset of sources) expect(srcset).toMatch(/^\/images\/\S+-320\.webp 320w$/);

  const listing = await page.request.get(`/listing/${fixture.demoListing.id}`, { headers: { 'save-data': 'on' } });
  const preloads = [...(await listing.text()).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/-320\.webp 320w"/);
  expect(preloads[0]).not.toMatch(/-640\.webp/);

  await page.goto('/mapexplore');
  // The map's first frame, drawn by the server: pins, and no tiles for a phone saving data.
  await expect(page.locator('[data-map-frame] :is(.map-price-pin, .map-cluster)').first()).toBeVisible();
  expect(await page.locator('[data-map-frame] [data-col]').count()).toBe(0);
  // Used (a mouse moves), the live map starts, still without its pictures.
  await page.mouse.move(180, 300);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(outside).toEqual([]);
  await capture(page, 'data-saver-map-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Show the map' })).toBeVisible();
  expect(outside).toEqual([]);
  await capture(page, 'data-saver-map-1280');
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect.poll(() => outside.length).toBeGreaterThan(0);
  await context.close();
});

test('data saver from Settings: the switch keeps it on this phone, and pages come drawn for it', async ({
  page,
  fixture,
  context,
}) => {
  await signInPage(page, context, fixture);
  await page.goto('/settings');
  const toggle = page.getByRole('button', { name: /Data saver/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/search?type=rentals');
  await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on');
  const srcset = await page.locator('main article img').first().getAttribute('srcset');
  expect(srcset).toMatch(/-320\.webp 320w$/);
  await page.goto('/settings');
  await page.getByRole('button', { name: /Data saver/ }).click();
  await page.goto('/search?type=rentals');
  expect(await page.locator('main article img').first().getAttribute('srcset')).toMatch(/-640\.webp 640w/);
});
