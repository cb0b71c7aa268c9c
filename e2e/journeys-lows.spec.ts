// Issue 41's low findings that had no browser test of their own: the skip link shown only to a
// keyboard, and "Similar listings" said only over listings. ("1 review" is in providers.spec.)
import { expect, test } from './support/fixtures.ts';
import { listWith, member, pageOf, scene } from './support/members.ts';

for (const width of [360, 1280]) {
  test(`"Skip to content" stays out of sight after a tapped save, and shows for a keyboard (${width} px)`, async ({
    browser,
  }) => {
    const { context } = await member(browser, width, 'en', 'skip');
    const page = await pageOf(context);
    await page.goto('/profile');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(skip).not.toBeInViewport();
    // Focus landing on the page's start after a tap (a save that re-draws the page, a script)
    // is not a keyboard's: the link stays out of sight though it holds focus.
    await skip.evaluate((link: HTMLElement) => link.focus());
    await expect(skip).toBeFocused();
    await expect(skip).not.toBeInViewport();
    await page.getByRole('link', { name: 'Nyumba', exact: true }).first().click();
    await expect(page).toHaveURL('/');
    await expect(skip).not.toBeInViewport();
    // On a fresh page the keyboard's first stop is the skip link, and it comes into view.
    await page.reload();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await context.close();
  });
}

test('"Similar listings" is said only over similar listings (360 px)', async ({ browser }) => {
  const { context } = await member(browser, 360, 'en', 'similar');
  // Nothing like it: the only rental in Lodwar at this price.
  const lonely = await listWith(context, await scene(), {
    name: 'Lone villa by the lake',
    areaName: 'Lodwar',
    location: '3.1191,35.5973',
    price: '9,999,999',
  });
  const page = await pageOf(context);
  const answered = page.waitForResponse((response) => response.url().includes(`/api/listing/similar/${lonely.id}`));
  await page.goto(`/listing/${lonely.id}`);
  await page.mouse.wheel(0, 20_000);
  const similar = (await (await answered).json()) as { listings: unknown[] };
  expect(similar.listings).toEqual([]);
  // Once the answer is drawn the section is gone, and no heading was left standing.
  await expect(page.locator('[data-similar]')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Similar listings' })).toHaveCount(0);

  // A rental in Kilimani has neighbours: the heading stands over their cards.
  const found = await page.request.get('/api/listing/search?type=rentals&area=Kilimani&limit=1');
  const [demo] = ((await found.json()) as { listings: { id: string }[] }).listings;
  await page.goto(`/listing/${demo!.id}`);
  await page.mouse.wheel(0, 20_000);
  const section = page.getByRole('region', { name: 'Similar listings' });
  await expect(section.getByRole('heading', { name: 'Similar listings' })).toBeVisible();
  await expect(section.getByRole('listitem').first()).toBeVisible();
  await context.close();
});
