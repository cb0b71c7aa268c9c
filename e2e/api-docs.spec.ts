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
  await expect(page.locator('.opblock')).toHaveCount(contracts.length);

  const create = page.locator('.opblock').filter({ hasText: '/api/listing/create' });
  await create.locator('.opblock-summary').click();
  await expect(create.getByText('Request body')).toBeVisible();
  await expect(create.getByText('"phone_number"').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
