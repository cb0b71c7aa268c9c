// Issue 17: "Alert me" on search and the map, the signed-out path (sign in, and the alert
// is saved), My alerts (open, rename, how often, pause, delete), the unsubscribe page, and
// the demo account's alert with its count of new listings.
import type { Browser, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, realErrors } from './support/discovery.ts';
import { signUpByApi, type NewAccount } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

const baseURL = () => test.info().project.use.baseURL!;

function account(prefix: string): NewAccount {
  const tag = uniqueTag();
  return { username: `${prefix}${tag}`, email: `${prefix}-${tag}@example.co.ke`, password: 'Nyumba-e2e-2025!' };
}

async function member(browser: Browser): Promise<NewAccount> {
  const who = account('watch');
  const context = await browser.newContext({ baseURL: baseURL() });
  await signUpByApi(context.request, who, { origin: baseURL() });
  await context.close();
  return who;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

// Map tiles come from outside; the tests never depend on them.
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('blockedbyclient'));
});

for (const width of [360, 1280]) {
  test(`saving, signed out then in, and managing alerts at ${width} px`, async ({ page, browser, consoleErrors }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    const who = await member(browser);

    // Signed out: Alert me leads to sign-in, and back on the search the alert is saved.
    await page.goto('/search?type=rentals&area=Kilimani');
    await page.getByRole('button', { name: 'Alert me' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await signIn(page, who);
    await expect(page).toHaveURL('/search?type=rentals&area=Kilimani');
    await expect(page.getByText('Alert saved: Rentals in Kilimani')).toBeVisible();

    // Signed in: the form suggests a name from the filters; the choice of how often is kept.
    await page.goto('/search?type=rentals&area=Kilimani&bedrooms=2&maxPrice=40000');
    await page.getByRole('button', { name: 'Alert me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert me to new listings' });
    await expect(dialog.getByLabel('Name')).toHaveValue('2 bedroom rentals in Kilimani, up to KSH 40,000');
    await dialog.getByLabel('Name').fill('Kilimani '.repeat(10));
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog.getByText('Name must be at most 80 characters')).toBeVisible();
    await dialog.getByLabel('Name').fill('Kilimani 2BR under 40k');
    await dialog.getByRole('radio', { name: 'As they come (at most hourly)' }).check();
    await screenshot(page, `alert-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Alert saved: Kilimani 2BR under 40k');
    await dialog.getByRole('link', { name: 'My alerts' }).click();

    await expect(page).toHaveURL('/alerts');
    const rows = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(rows).toHaveCount(2);
    const twoBed = rows.filter({ has: page.getByRole('heading', { name: 'Kilimani 2BR under 40k' }) });
    await expect(twoBed.getByLabel('E-mails for Kilimani 2BR under 40k')).toHaveValue('instant');
    await expect(twoBed.getByText('No e-mail yet')).toBeVisible();
    await noHorizontalScroll(page);
    await screenshot(page, `my-alerts-${width}`);

    // Rename, weekly, pause; then delete the other.
    await twoBed.getByRole('button', { name: 'Rename' }).click();
    await twoBed.getByLabel('New name for Kilimani 2BR under 40k').fill('Two bedrooms, Kilimani');
    await twoBed.getByRole('button', { name: 'Save', exact: true }).click();
    const renamed = rows.filter({ has: page.getByRole('heading', { name: 'Two bedrooms, Kilimani' }) });
    await expect(renamed).toBeVisible();
    await renamed.getByLabel('E-mails for Two bedrooms, Kilimani').selectOption('weekly');
    await expect(renamed.getByLabel('E-mails for Two bedrooms, Kilimani')).toHaveValue('weekly');
    await renamed.getByRole('button', { name: 'Pause' }).click();
    await expect(renamed.getByText('Paused', { exact: true })).toBeVisible();
    await expect(renamed.getByRole('button', { name: 'Resume' })).toBeVisible();
    const first = rows.filter({ has: page.getByRole('heading', { name: 'Rentals in Kilimani' }) });
    await first.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this alert?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Alert deleted')).toBeVisible();
    await expect(rows).toHaveCount(1);

    // After a reload everything held (the server has it, not the page).
    await page.reload();
    await expect(renamed.getByLabel('E-mails for Two bedrooms, Kilimani')).toHaveValue('weekly');
    await expect(renamed.getByText('Paused', { exact: true })).toBeVisible();

    // "See listings" opens the saved search.
    await renamed.getByRole('link', { name: 'See listings' }).click();
    await expect(page).toHaveURL(/\/search\?.*area=Kilimani/);
    await expect(page).toHaveURL(/maxPrice=40000/);
    // The one failed request is the too-long name's 400.
    expect(realErrors(consoleErrors)).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
}

test('the map saves the area in view; the account menu and settings lead to My alerts', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const who = await member(browser);
  await page.goto('/sign-in');
  await signIn(page, who);
  await expect(page).toHaveURL('/');
  await page.goto('/mapexplore?type=bnbs');
  await page.getByRole('button', { name: 'Alert me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alert me to new listings' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Bnbs in the map area');
  await screenshot(page, 'alert-dialog-map-1280');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Alert saved: Bnbs in the map area');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByText('Account', { exact: true }).click();
  await page.getByRole('link', { name: 'My alerts' }).click();
  await expect(page).toHaveURL('/alerts');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bnbs in the map area' }) });
  await expect(row.getByLabel('E-mails for Bnbs in the map area')).toHaveValue('daily');
  // Its listings open on the map, where it was saved.
  await row.getByRole('link', { name: 'See listings' }).click();
  await expect(page).toHaveURL(/\/mapexplore\?type=bnbs&lat=-?\d.*&lng=\d.*&redirected=true/);

  // On a phone the open filter panel takes the row: Alert me steps aside until it closes.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/mapexplore');
  await screenshot(page, 'map-alert-me-360');
  await expect(page.getByRole('button', { name: 'Alert me' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Alert me' })).toBeHidden();
  await screenshot(page, 'map-filters-open-360');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Alert me' })).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('link', { name: 'My alerts' }).click();
  await expect(page).toHaveURL('/alerts');
});

test("the demo account's alert shows how many listings are new", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/sign-in?next=/alerts');
  await signIn(page, { email: 'wanjiku@demo.nyumba.co.ke', password: 'nyumba-demo-1' });
  await expect(page).toHaveURL('/alerts');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rentals' }) });
  await expect(row.getByText(/^\d+ new$/)).toBeVisible();
  await screenshot(page, 'my-alerts-demo-360');
  await row.getByRole('link', { name: 'See listings' }).click();
  await expect(page).toHaveURL('/search?type=rentals');
  await page.goBack();
  await expect(row.getByText(/^\d+ new$/)).toHaveCount(0);
});

test('a broken unsubscribe link says so and changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(
    '/alerts/unsubscribe?alert=00000000-0000-4000-8000-000000000000&token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  );
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your alerts' })).toBeVisible();
  await screenshot(page, 'unsubscribe-invalid-360');
});
