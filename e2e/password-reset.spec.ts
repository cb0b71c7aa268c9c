// Issue 15: an account can be recovered. "Forgot password?" on sign-in mails a link (read
// here from the server's development outbox, as a newcomer would); the link sets a new
// password, signs every session out, and the new password signs in.
import { mailTo } from '../apps/server/test/outbox.ts';
import { expect, screenshot, test } from './support/fixtures.ts';
import { realErrors } from './support/discovery.ts';
import { uniqueTag } from './support/unique-tag.ts';

/** The newest password mail to `to` in the e2e server's outbox (sign-up mails it a confirmation too). */
const resetMailTo = (to: string) => mailTo(process.env.E2E_DATA_DIR!, to, /^Set a new password/);

for (const width of [360, 1280]) {
  test(`forgot password: the e-mailed link sets a new password and signs everything out, at ${width} px`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    const tag = uniqueTag();
    const email = `reset-${tag}@example.co.ke`;
    const signup = await page.request.post('/api/auth/signup', {
      data: { username: `reset${tag}`, email, password: 'the-old-password-1' },
    });
    expect(signup.status()).toBe(201);

    // Another device stays signed in until the reset.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    expect(
      (await other.request.post('/api/auth/signin', { data: { email, password: 'the-old-password-1' } })).ok(),
    ).toBe(true);

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account uses that address' })).toBeVisible();
    await screenshot(page, `forgot-password-${width}`);

    const mail = await resetMailTo(email);
    expect(mail.subject).toBe('Set a new password for Nyumba');
    const link = /Set a new password: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/\/reset-password#token=[\w-]{43}$/);

    await page.goto(link!);
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('New password', { exact: true }).fill('the-new-password-2');
    await screenshot(page, `reset-password-${width}`);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    await other.close();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('the-new-password-2');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');

    expect(realErrors(consoleErrors)).toEqual([]);

    // The same link again: refused (the browser logs the 400), with the way to ask for a new one.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('a-third-password-3');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
}
