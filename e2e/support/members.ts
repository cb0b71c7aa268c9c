import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForAppOnNavigation } from './fixtures.ts';
import { rememberSignedInUser, signUpByApi, type NewAccount } from './sign-up.ts';
import { uniqueTag } from './unique-tag.ts';

// People of their own for a test: each in a browser context of its own (a guest and a host,
// a lister and a copier), signed up and confirmed through the API, in their language.

export const baseURL = () => test.info().project.use.baseURL!;
export const headers = () => ({ origin: baseURL() });

export function account(prefix: string): NewAccount {
  const tag = uniqueTag();
  return { username: `${prefix}${tag}`, email: `${prefix}-${tag}@example.co.ke`, password: 'Nyumba-e2e-2025!' };
}

/** A photo of its own: shapes placed at random over two grounds (a flat colour has no hash to compare). */
export function scene(): Promise<Buffer> {
  const pick = (n: number) => Math.floor(Math.random() * n);
  const colour = () => `hsl(${pick(360)},${20 + pick(50)}%,${20 + pick(60)}%)`;
  const shapes = Array.from(
    { length: 6 },
    () =>
      `<rect x="${pick(700)}" y="${pick(500)}" width="${80 + pick(300)}" height="${60 + pick(250)}" fill="${colour()}"/>`,
  ).join('');
  const horizon = 150 + pick(300);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="${horizon}" fill="${colour()}"/><rect y="${horizon}" width="800" height="${600 - horizon}" fill="${colour()}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A listing made through the API with one photo; `fields` are the form's (type, name, price…). */
export async function listWith(context: BrowserContext, photo: Buffer, fields: Record<string, unknown>) {
  const upload = await context.request.post('/upload', {
    multipart: { file: { name: 'house.jpg', mimeType: 'image/jpeg', buffer: photo } },
    headers: headers(),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const created = await context.request.post('/api/listing/create', {
    data: {
      type: 'rentals',
      description: 'Two bedrooms, borehole water and parking.',
      phone_number: '0712 345 678',
      price: '25,000',
      bedrooms: '2-bedroom',
      image_urls: [((await upload.json()) as { image_urls: string[] }).image_urls[0]],
      ...fields,
    },
    headers: headers(),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { listing: { id: string; moderation?: { state: string } } }).listing;
}

/** A confirmed member in a context of their own, at `width`, using Nyumba in `language`. */
export async function member(browser: Browser, width: number, language: 'en' | 'sw', prefix = 'member') {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'lang', value: language, url: baseURL() }]);
  const who = account(prefix);
  const user = await signUpByApi(context.request, who, headers());
  const saved = await context.request.post(`/api/user/update/${user._id}`, { data: { language }, headers: headers() });
  expect(saved.status()).toBe(200);
  await rememberSignedInUser(context);
  return { context, who, id: user._id };
}

/** A page of the member's that behaves as the test fixture's: no outside requests, navigations wait for the app. */
export async function pageOf(context: BrowserContext) {
  const page = await context.newPage();
  const own = new URL(baseURL()).host;
  await page.route(
    (url) => url.host !== own && url.protocol.startsWith('http'),
    (route) => route.abort('blockedbyclient'),
  );
  waitForAppOnNavigation(page);
  return page;
}

/** Signs in through the form's e-mail tab, as a person would. */
export async function signInInForm(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** The demo's moderator (MODERATOR_EMAILS in the e2e server's settings), signed in at `width`. */
export async function moderatorPage(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 800 } });
  const page = await pageOf(context);
  await signInInForm(page, 'moderator@demo.nyumba.co.ke', 'nyumba-demo-mod');
  return page;
}
