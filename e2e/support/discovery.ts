// Helpers the discovery specs share: a fresh signed-in user, console errors that count, horizontal overflow.
import type { Page } from '@playwright/test';
import { signUpByApi } from './sign-up.ts';
import { uniqueTag } from './unique-tag.ts';

export const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'));

/** Signs up a fresh user (the cookie lands in the page's context) and stores them as the app does. */
export async function signUp(page: Page) {
  const unique = uniqueTag();
  const user = await signUpByApi(page.request, {
    username: `saver${unique}`,
    email: `saver-${unique}@example.co.ke`,
    password: 'Nyumba-e2e-2025!',
  });
  await page.goto('/');
  await page.evaluate((currentUser) => {
    localStorage.setItem('persist:root', JSON.stringify({ state: { currentUser }, version: 1 }));
  }, user);
  return user;
}

export function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** On a phone the search's filters open from their button (results first); from 1024 px they are in view. */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.locator('[data-filters-toggle]');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}
