// Issue 18, "Keeping people's place": Back from a listing opened far down the search
// results, after "Load more", lands on the same card, at the same scroll position.
import { expect, test } from './support/fixtures.ts';
import { realErrors } from './support/discovery.ts';

test.use({ deviceScaleFactor: 1 });

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use(width === 360 ? {} : { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('Back from a result loaded by "Load more" returns to it', async ({ page, consoleErrors }) => {
      await page.goto('/search');
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      const firstPage = await cards.count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(firstPage + 2);

      // A card from the second page, opened by its title.
      const card = cards.nth(firstPage + 2);
      await card.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 120);
      await expect(card).toBeInViewport();
      const title = (await card.locator('h3').innerText()).trim();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(1000);
      await card.locator('h3 a').click();
      await expect(page).toHaveURL(/\/listing\//);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/search$/);
      await expect(cards.filter({ hasText: title })).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
      expect(realErrors(consoleErrors)).toEqual([]);
    });
  });
}
