// Issue 18: the post editor's link box, the line being written and an inserted photo are
// never under the fixed Submit bar or the bottom bar; the link box speaks our words; the
// toolbar's buttons are 44 px targets.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { realErrors, signUp } from './support/discovery.ts';

/** The top of the fixed Submit bar: nothing being written may reach below it. */
async function submitTop(page: Page): Promise<number> {
  return (await page.getByRole('button', { name: 'Submit' }).boundingBox())!.y;
}

for (const [width, height] of [
  [360, 640],
  [1280, 800],
] as const) {
  test(`writing at the end of a long post stays above the Submit bar at ${width} px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height });
    await signUp(page);
    await page.goto('/create-post');
    const editor = page.locator('.ql-editor');
    await expect(editor).toBeVisible();

    for (const button of await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), (await button.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(
        44,
      );
    }

    await page.getByPlaceholder('Title').fill('Thirty lines');
    await editor.click();
    for (let line = 1; line <= 30; line += 1) {
      await page.keyboard.type(`Line ${line} about water, rent and deposits`);
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type('last words here');
    const last = editor.locator('p').last();
    await expect(last).toContainText('last words here');
    await expect
      .poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height)
      .toBeLessThanOrEqual(await submitTop(page));

    // The link box, opened on the last words, shows whole above the bar, in our words.
    for (let i = 0; i < 'here'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link' }).click();
    const tooltip = page.locator('.ql-tooltip:not(.ql-hidden)');
    await expect(tooltip).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await tooltip.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(await submitTop(page));
    const words = await tooltip.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(words).toBe('"Link address:"');
    await expect(tooltip.locator('input[type=text]')).toHaveAttribute('placeholder', 'e.g. nyumba.co.ke/blog');
    // Nothing in it pushes the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `editor-link-box-${width}`);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}
