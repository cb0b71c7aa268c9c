// Signing up as a new member does it: the form (or the API), then the link the mail carries,
// read from the e2e server's development outbox (E2E_DATA_DIR/outbox).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { linkIn, mailTo, tokenOf } from '../../apps/server/test/outbox.ts';
import { expect, serverDataDir } from './fixtures.ts';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

export interface SignedUpUser {
  _id: string;
  id: string;
  username: string;
  email: string;
}

/** The confirmation link mailed to `email` (`…/verify-email#token=…`), in English or Swahili. */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await mailTo(
    serverDataDir(),
    email,
    /^(?:Confirm your email address|Thibitisha anwani yako ya barua pepe)/,
  );
  return mail.text.includes('Thibitisha barua pepe yangu: ')
    ? linkIn(mail, 'Thibitisha barua pepe yangu')
    : linkIn(mail, 'Confirm my email');
}

/** Fills the sign-up screen, then opens the mailed link: the page ends signed in, at home. */
export async function signUpInForm(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await confirmationLink(account.email));
  await expect(page).toHaveURL('/');
}

/** Signs up through the API and confirms with the mailed token: the session lands in `request`'s context. */
export async function signUpByApi(
  request: APIRequestContext,
  account: NewAccount,
  headers: Record<string, string> = {},
): Promise<SignedUpUser> {
  const signup = await request.post('/api/auth/signup', { data: account, headers });
  expect(signup.status(), await signup.text()).toBe(201);
  const confirmed = await request.post('/api/auth/verify-email', {
    data: { token: tokenOf(await confirmationLink(account.email)) },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const body = (await confirmed.json()) as SignedUpUser;
  return { _id: body._id, id: body.id, username: body.username, email: body.email };
}

/**
 * The app keeps who is signed in (persist:root in localStorage) beside the session cookie:
 * a context signed in through the API gets the stored user too, as /api/auth/me gives it, so
 * its pages open signed in.
 */
export async function rememberSignedInUser(context: BrowserContext): Promise<void> {
  const me = await context.request.get('/api/auth/me');
  expect(me.status(), await me.text()).toBe(200);
  const stored = JSON.stringify({ state: { currentUser: await me.json() }, version: 1 });
  await context.addInitScript((value) => window.localStorage.setItem('persist:root', value), stored);
}
