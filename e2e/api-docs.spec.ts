import { contracts } from '@nyumba/domain';
import { expect, test } from './support/fixtures.ts';

// The API reference page is a third-party UI (Swagger UI) served under the site's own
// CSP: this checks it really draws there, with every endpoint the contracts describe.
test('the API reference at /api/docs draws every endpoint, with no script or CSP error', async ({
  page,
  consoleErrors,
}) => {
  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Nyumba API/ })).toBeVisible();
  // Past about 130 paths Swagger UI draws only the operations near the screen, so they are
  // gathered scrolling from the top to the end, as a reader would see each of them.
  const seen = new Set<string>();
  for (let atEnd = false; !atEnd;) {
    for (const id of await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id)))
      seen.add(id);
    atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY === before;
    });
    await page.waitForTimeout(50);
  }
  expect(seen.size).toBe(contracts.length);
  await page.evaluate(() => window.scrollTo(0, 0));

  const create = page.locator('.opblock').filter({ hasText: '/api/listing/create' });
  while ((await create.count()) === 0) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await page.waitForTimeout(50);
  }
  await create.locator('.opblock-summary').click();
  await expect(create.getByText('Request body')).toBeVisible();
  await expect(create.getByText('"phone_number"').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
