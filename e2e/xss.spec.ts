import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpBodySchema } from '@nyumba/domain';
import {
  CANARY,
  FORBIDDEN_ELEMENTS,
  RENDERED_POST_ELEMENTS,
  XSS_CORPUS,
  corpusBatches,
  type XssPayload,
} from '../apps/server/test/xss-corpus.ts';
import { expect, test } from './support/fixtures.ts';
import { signUpByApi } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

// Stored XSS (issue 6): the hostile corpus through post content and titles, listing
// names and descriptions, and user names; every screen that shows them is opened in
// Chromium and checked: no dialog, the window.__xss canary unset, no on* attribute and
// no disallowed element in the DOM. Payloads are batched several to a post so the run
// stays short; a payload whose marker another one swallowed gets a post of its own.

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const BATCH = 8;
const marker = (p: XssPayload) => `[[${p.name}]]`;

interface Created {
  id: string;
  label: string;
}

/** Runs in the page: every way the corpus could have reached the DOM, as readable lines. */
async function audit(page: Page, scope: string | null): Promise<string[]> {
  return page.evaluate(
    ({ scope, allowed, forbidden }) => {
      const problems: string[] = [];
      if ((window as unknown as { __xss?: unknown }).__xss !== undefined) problems.push('window.__xss was set');
      const embed = /^https:\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/;
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) problems.push(`${attribute.name} on <${element.localName}>`);
          if (
            /^\s*(?:javascript|vbscript|data:text)/i.test(attribute.value) &&
            /^(?:href|src|action|formaction|data|xlink:href)$/i.test(attribute.name)
          ) {
            problems.push(`${attribute.name}="${attribute.value.slice(0, 40)}" on <${element.localName}>`);
          }
        }
      }
      for (const frame of Array.from(document.querySelectorAll('iframe'))) {
        if (!embed.test(frame.getAttribute('src') ?? '') || frame.hasAttribute('srcdoc'))
          problems.push(`iframe ${frame.getAttribute('src')}`);
      }
      // Page-wide: what the app itself never renders in the body (its icons are svg.lucide).
      const pageWide =
        'body script, object, embed, applet, base, body meta, body link, body style, math, frame, frameset, portal, body noscript, svg:not(.lucide)';
      for (const element of Array.from(document.querySelectorAll(pageWide)))
        problems.push(`<${element.localName}> in the page`);
      // Inside user content: only the vocabulary, and nothing from the forbidden list.
      for (const container of scope ? Array.from(document.querySelectorAll(scope)) : []) {
        for (const element of Array.from(container.querySelectorAll('*'))) {
          if (container.matches('[data-testid=post-content]') && !allowed.includes(element.localName)) {
            problems.push(`<${element.localName}> in post content`);
          }
          if (forbidden.includes(element.localName)) problems.push(`<${element.localName}> in ${scope}`);
        }
      }
      return problems;
    },
    { scope, allowed: [...RENDERED_POST_ELEMENTS] as string[], forbidden: [...FORBIDDEN_ELEMENTS] as string[] },
  );
}

function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** `scope`: the elements holding user text, checked element by element; null for page-wide checks only. */
async function expectClean(page: Page, dialogs: string[], scope: string | null, where: string) {
  // Give onerror/onload handlers and meta refreshes a moment to fire if they could.
  await page.waitForTimeout(50);
  expect(await audit(page, scope), where).toEqual([]);
  expect(dialogs, where).toEqual([]);
}

const post = (api: APIRequestContext, origin: string, url: string, data: unknown) =>
  api.post(url, { data, headers: { origin } });

/** Creates posts for the corpus, re-posting any payload whose marker was swallowed by a neighbour. */
async function createCorpusPosts(api: APIRequestContext, origin: string): Promise<Created[]> {
  const created: Created[] = [];
  let queue = corpusBatches(BATCH);
  while (queue.length > 0) {
    const next: XssPayload[] = [];
    for (const batch of queue) {
      const label = `XSS ${created.length + 1}:`;
      const res = await post(api, origin, '/api/post/create', {
        title: `${label} ${batch[0]!.html}`.slice(0, 200),
        content: batch.map((p) => `<p>${marker(p)}</p>${p.html}`).join(''),
      });
      expect(res.status(), await res.text()).toBe(201);
      const { post: saved } = (await res.json()) as { post: { id: string; content: string } };
      created.push({ id: saved.id, label });
      next.push(...batch.slice(1).filter((p) => !saved.content.includes(marker(p))));
    }
    queue = corpusBatches(BATCH, next);
  }
  return created;
}

test('the corpus in posts: on each post page and in the blog modal', async ({ page, baseURL, consoleErrors }) => {
  const dialogs = watchDialogs(page);
  const name = `xss${uniqueTag()}`;
  await signUpByApi(page.request, { username: name, email: `${name}@example.co.ke`, password: 'a-long-password-1' });
  const posts = await createCorpusPosts(page.request, baseURL!);
  expect(posts.length).toBeGreaterThanOrEqual(Math.ceil(XSS_CORPUS.length / BATCH));

  for (const { id, label } of posts) {
    await page.goto(`/blog/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${label}`) }),
      consoleErrors.join('\n'),
    ).toBeVisible();
    await expectClean(page, dialogs, '[data-testid=post-content], h1', `post page ${label}`);
  }

  await page.goto('/blog');
  const more = page.getByRole('button', { name: 'Load more' });
  const cards = page.getByRole('list', { name: 'Explore new ideas' }).getByRole('listitem');
  // Ours are the newest posts, so once as many cards as posts are shown, all of ours are.
  await expect(cards.first()).toBeVisible();
  while ((await cards.count()) < posts.length) {
    const count = await cards.count();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(count);
  }
  await expectClean(page, dialogs, '[data-testid=post-card-title], [data-testid=post-byline]', 'blog grid');
  for (const { label } of posts) {
    await page.getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-testid=post-content]')).toBeVisible();
    await expectClean(page, dialogs, '[data-testid=post-content], [role=dialog] h2', `blog modal ${label}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the corpus in listing names and descriptions: listing pages, My Listings and home', async ({ page, baseURL }) => {
  const dialogs = watchDialogs(page);
  const name = `xsslister${uniqueTag()}`;
  const user = await signUpByApi(page.request, {
    username: name,
    email: `${name}@example.co.ke`,
    password: 'a-long-password-1',
  });
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c8643b' } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/upload', {
    multipart: { file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    headers: { origin: baseURL! },
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { image_urls: string[] }).image_urls[0]!;

  const ids: string[] = [];
  // NUL cannot be stored in listings yet (known bug, see apps/server/test/xss-corpus.test.ts).
  const withoutNul = XSS_CORPUS.map((p) => ({ ...p, html: p.html.replaceAll('\u0000', '') }));
  for (const batch of corpusBatches(BATCH, withoutNul)) {
    // The name holds as many whole payloads as fit its 120 characters.
    let listingName = '';
    for (const p of batch)
      if (`${listingName} ${p.html}`.trim().length <= 120) listingName = `${listingName} ${p.html}`.trim();
    const res = await post(page.request, baseURL!, '/api/listing/create', {
      type: 'rentals',
      name: listingName || batch[0]!.html.slice(0, 120),
      // Within the 5000-character limit: the long nesting payload is cut, still unclosed.
      description: batch.map((p) => p.html.slice(0, 600)).join('\n'),
      phone_number: '0712 345 678',
      price: '25,000',
      bedrooms: '1-bedroom',
      image_urls: [photo],
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { listing: { id: string } }).listing.id);
  }

  for (const id of ids) {
    await page.goto(`/listing/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClean(page, dialogs, null, `listing page ${id}`);
  }

  // My Listings needs the signed-in user in the app's own store too.
  await page.evaluate((u) => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({
        state: { currentUser: { _id: u.id, id: u.id, username: u.username, email: u.email } },
        version: 1,
      }),
    );
  }, user);
  await page.goto('/my-listing');
  await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    await more.click();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('main li article').first()).toBeVisible();
  // Open every card's details so descriptions are in the DOM too.
  for (const toggle of await page.getByRole('button', { name: 'More details' }).all()) await toggle.click();
  await expectClean(page, dialogs, null, 'my listings');

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(300);
  await expectClean(page, dialogs, null, 'home');
});

test('the corpus as user names: refused, or shown as text on the post byline', async ({
  page,
  playwright,
  baseURL,
}) => {
  const dialogs = watchDialogs(page);
  const usernameOk = (username: string) =>
    signUpBodySchema.safeParse({ username, email: 'a@example.co.ke', password: 'a-long-password-1' }).success;
  // Hand-made names the rule allows but that look like markup to a careless renderer.
  const extra = ["x' onmouseover 'window", "O'Brien - don't", '__xss', 'javascript.alert 1'];
  const candidates = [...XSS_CORPUS.map((p) => p.html.slice(0, 40)), ...extra];
  const accepted = candidates.filter(usernameOk);
  const refused = XSS_CORPUS.filter((p) => !usernameOk(p.html.slice(0, 40)));
  expect(refused.length).toBeGreaterThan(XSS_CORPUS.length / 2);

  // The server refuses what the rule refuses: one of each category (the API test sends them all).
  const sample = [...new Map(refused.map((p) => [p.category, p])).values()];
  for (const p of sample) {
    const res = await page.request.post('/api/auth/signup', {
      data: {
        username: p.html.slice(0, 40),
        email: `r${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.co.ke`,
        password: 'a-long-password-1',
      },
    });
    expect(res.status(), p.name).toBe(400);
  }

  for (const [i, username] of accepted.entries()) {
    const api = await playwright.request.newContext({ baseURL });
    // Within the 40 characters a username may have, the tag included.
    const tag = uniqueTag();
    const unique = `${username.slice(0, 40 - tag.length - 1)} ${tag}`;
    await signUpByApi(api, {
      username: unique,
      email: `n${Date.now()}${i}@example.co.ke`,
      password: 'a-long-password-1',
    });
    const created = await post(api, baseURL!, '/api/post/create', { title: `Byline ${i}`, content: '<p>x</p>' });
    const { post: saved } = (await created.json()) as { post: { id: string } };
    await api.dispose();
    await page.goto(`/blog/${saved.id}`);
    await expect(page.getByTestId('post-byline')).toContainText(`By ${unique.trim()}`);
    await expectClean(page, dialogs, '[data-testid=post-byline]', `byline of ${unique}`);
  }
  expect(accepted.length).toBeGreaterThanOrEqual(extra.length);
});

test('negative control: the same checks catch the corpus when it is rendered unsanitised', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.setContent('<main><div data-testid="post-content"></div></main>');
  await page.evaluate(
    (html) => {
      document.querySelector('[data-testid=post-content]')!.innerHTML = html;
    },
    XSS_CORPUS.map((p) => p.html).join(''),
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(1);
  const problems = await audit(page, '[data-testid=post-content]');
  expect(problems).toEqual(
    expect.arrayContaining([
      'window.__xss was set',
      'onerror on <img>',
      '<svg> in the page',
      '<script> in post content',
    ]),
  );
  expect(dialogs.length + problems.length).toBeGreaterThan(20);
  expect(CANARY).toBe('window.__xss=1');
});
