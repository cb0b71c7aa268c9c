import type { Page } from '@playwright/test';
import { capture, expect, screenshot, test } from './support/fixtures.ts';
import { signUpInForm } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

// Accounts in the browser (issue 3): sign-up, staying signed in across a reload,
// sign-out, a refused password, profile update, account deletion and the route guard.

interface Account {
  username: string;
  email: string;
  password: string;
}

function newAccount(): Account {
  const tag = uniqueTag();
  return { username: `amina${tag}`, email: `amina-${tag}@example.co.ke`, password: 'a-long-password-1' };
}

/**
 * Console errors that are not bugs: blocked outside requests, and the browser's own
 * "Failed to load resource" line for the 401s these tests provoke on purpose.
 */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT') && !/status of 40[01]/.test(e));

const signUp = (page: Page, account: Account) => signUpInForm(page, account);

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Full-page screenshots draw fixed bars where the window is scrolled to; start from the top. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const profileNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' });

test('sign up, stay signed in across a reload, sign out to /sign-in', async ({ page, consoleErrors }) => {
  const account = newAccount();
  await page.goto('/sign-up');
  await expect(page.getByText('or continue with')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await shot(page, 'accounts-sign-up');

  await signUp(page, account);
  await expect(profileNav(page)).toHaveAttribute('href', '/settings');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:root') ?? 'null'));
  expect(stored).toMatchObject({
    version: 1,
    state: { currentUser: { username: account.username, email: account.email } },
  });

  await page.reload();
  await expect(profileNav(page)).toHaveAttribute('href', '/settings');
  await profileNav(page).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByText(account.email)).toBeVisible();

  await page.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/sign-in');
  await expect(profileNav(page)).toHaveAttribute('href', '/sign-in');
  expect(await page.evaluate(() => localStorage.getItem('persist:root'))).toBeNull();

  // The session is gone on the server too.
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test("a wrong password shows the server's message in red", async ({ page, consoleErrors }) => {
  const account = newAccount();
  await signUp(page, account);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/sign-in');
  await expect(page.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute('href', '/sign-up');
  await shot(page, 'accounts-sign-in');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'accounts-sign-in-1280');
  await page.setViewportSize({ width: 360, height: 640 });

  await fillSignIn(page, account.email, 'not-my-password');
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
  await expect(alert).toBeVisible();
  // Tailwind 4 writes colours in oklch; painting one pixel gives plain sRGB to judge.
  const [r, g, b] = await alert.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(r).toBeGreaterThan(g! * 2);
  expect(r).toBeGreaterThan(b! * 2);
  await shot(page, 'accounts-sign-in-error');
  await expect(page).toHaveURL('/sign-in');

  // Google is not configured on this server: the button says so when pressed.
  // aria-disabled, so Playwright would wait for it to be enabled; a finger need not.
  await page.getByRole('button', { name: 'Continue with Google' }).click({ force: true });
  await expect(page.getByText('Google sign-in is not configured')).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test("the profile update says 'Profile updated successfully!'", async ({ page, consoleErrors }) => {
  const account = newAccount();
  await signUp(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await shot(page, 'accounts-profile');

  const renamed = `${account.username}-k`;
  await page.getByLabel('Username').fill(renamed);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue(renamed);
  await shot(page, 'accounts-profile-updated');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('link', { name: '+254 700 000 000' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@nyumba.co.ke' })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Email' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hello@nyumba.co.ke');
  await capture(page, 'accounts-settings-contact');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('deleting the account asks first, and afterwards the account cannot sign in', async ({ page, consoleErrors }) => {
  const account = newAccount();
  await signUp(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you want to delete your account? This action cannot be undone.',
  });
  await expect(dialog).toBeVisible();
  await capture(page, 'accounts-delete-confirm');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  // A session alone cannot delete the account: a wrong password is said under its field.
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('That is not your current password')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await capture(page, 'accounts-delete-wrong-password');
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/sign-in');

  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a guarded screen sends a signed-out visitor to sign in, and back after', async ({ page, consoleErrors }) => {
  const account = newAccount();
  await signUp(page, account);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/settings');
  await expect(page).toHaveURL('/sign-in?next=%2Fsettings');
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // /saved-listings stays open to visitors.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/saved-listings');
  await expect(page).toHaveURL('/saved-listings');
  expect(unexpected(consoleErrors)).toEqual([]);
});
