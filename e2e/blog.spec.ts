import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { signUpInForm } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

// The blog in the browser (issue 6): write a post with a heading, bold text, a link
// and an uploaded photo; see it on My Posts and in the blog modal; edit and delete
// it; the empty and error states; screenshots at 360 px (and the blog at 1280 px).

const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'));

let counter = 0;
/** Signs a new user up through the sign-up screen; the session lands in the page's context. */
async function signUp(page: Page, prefix = 'writer'): Promise<string> {
  counter += 1;
  const name = `${prefix}${uniqueTag()}${counter}`;
  await signUpInForm(page, { username: name, email: `${name}@example.co.ke`, password: 'a-long-password-1' });
  return name;
}

const jpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 43, g: 133, b: 91 } } })
    .composite([
      {
        input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#e58a5b"/></svg>'),
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();

async function openEditor(page: Page) {
  await page.goto('/create-post');
  const editor = page.locator('.ql-editor');
  await expect(editor).toBeVisible();
  return editor;
}

test('writes a post with a heading, bold text, a link and a photo; it shows on My Posts and in the blog modal', async ({
  page,
  consoleErrors,
}) => {
  const author = await signUp(page);
  const editor = await openEditor(page);
  await expect(page.getByPlaceholder('Title')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  const box = await editor.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(250);
  expect(box!.height).toBeLessThanOrEqual(500);

  const title = `Moving to Ruaka ${Date.now()}`;
  await page.getByPlaceholder('Title').fill(title);
  await editor.click();
  await page.getByRole('button', { name: 'Heading 1' }).click();
  await page.keyboard.type('Before you move');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Check the ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('water pressure');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' and read the ');
  // A link: select the words, press Link, type a bare host name (gets https://).
  await page.keyboard.type('county guide');
  for (let i = 0; i < 'county guide'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link' }).click();
  const linkInput = page.locator('.ql-tooltip input[type=text]');
  await linkInput.fill('nairobi.go.ke/water');
  await linkInput.press('Enter');
  await editor.press('End');
  await page.keyboard.press('Enter');

  // The image button uploads through the image service and inserts the answer's address.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'ruaka.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(editor.locator('img')).toHaveAttribute('src', /\/images\/[a-f0-9]{40}-1280\.webp$/);

  // A file that is not an image is refused before any upload.
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser2).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only image files allowed')).toBeVisible();
  await expect(editor.locator('img')).toHaveCount(1);
  await screenshot(page, 'blog-create-post-360');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/my-posts');
  await expect(page.getByRole('heading', { name: 'My Posts', level: 1 })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(`^${title}`) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toBeVisible();
  await screenshot(page, 'blog-my-posts-360');

  // The modal: title, full content, scroll locked while open, Escape closes, focus returns.
  await card.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Before you move', level: 1 })).toBeVisible();
  await expect(dialog.locator('strong', { hasText: 'water pressure' })).toBeVisible();
  const link = dialog.getByRole('link', { name: 'county guide' });
  await expect(link).toHaveAttribute('href', 'https://nairobi.go.ke/water');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(dialog.locator('[data-testid=post-content] img')).toHaveAttribute(
    'src',
    /\/images\/[a-f0-9]{40}-1280\.webp$/,
  );
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await screenshot(page, 'blog-my-posts-modal-360');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  // The public blog: the newest post first, the same modal with the author's name.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Explore new ideas' })).toBeVisible();
  // A link to the post's own page (it opens in a new tab and can be shared); a tap opens it here.
  const blogCard = page.getByRole('link', { name: new RegExp(`^${title}`) });
  await expect(blogCard).toHaveAttribute('href', /^\/blog\/[\w-]+$/);
  await expect(blogCard).toBeVisible();
  await expect(page.getByRole('list', { name: 'Explore new ideas' }).getByRole('listitem').first()).toContainText(
    title,
  );
  await screenshot(page, 'blog-360');
  await blogCard.click();
  const blogDialog = page.getByRole('dialog', { name: title });
  await expect(blogDialog.getByText(`By ${author}`)).toBeVisible();
  await expect(blogDialog.locator('strong', { hasText: 'water pressure' })).toBeVisible();
  // Focus stays inside the dialog.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  expect(await blogDialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await screenshot(page, 'blog-modal-360');
  await blogDialog.getByRole('button', { name: 'Close' }).click();
  await expect(blogDialog).toBeHidden();

  // Its own page, with the link-preview tags the server wrote into the HTML.
  await blogCard.click();
  await page.getByRole('link', { name: 'Open as a page' }).click();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid=post-content] strong')).toHaveText('water pressure');
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\/[a-f0-9]{40}-1280\.webp" \/>/,
  );
  await screenshot(page, 'blog-post-page-360');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('edits and deletes an own post, asking first', async ({ page }) => {
  await signUp(page, 'editor');
  const editor = await openEditor(page);
  await page.getByPlaceholder('Title').fill('First draft');
  await editor.click();
  await page.keyboard.type('Karibu nyumbani, this text wraps between words as it should on a narrow phone screen.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/my-posts');

  await page.getByRole('link', { name: 'Edit post: First draft' }).click();
  await expect(page).toHaveURL(/\/edit-post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.locator('.ql-editor')).toContainText('Karibu nyumbani');
  await expect(page.getByPlaceholder('Title')).toHaveValue('First draft');
  await page.getByPlaceholder('Title').fill('Final version');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/my-posts');
  const card = page.getByRole('link', { name: /^Final version/ });
  await expect(card).toBeVisible();
  await card.click();
  // Quill's &nbsp; spaces were turned back into ordinary ones: the text wraps.
  const content = page.getByRole('dialog').locator('[data-testid=post-content] p').first();
  expect(await content.evaluate((p) => p.innerHTML)).toContain('Karibu nyumbani, this');
  expect(await content.evaluate((p) => p.getBoundingClientRect().height)).toBeGreaterThan(30);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete post: Final version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this post?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Delete post: Final version' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No posts yet.')).toBeVisible();
});

test('a failed submit keeps the title and the text and shows the error above Submit', async ({ page }) => {
  await signUp(page, 'unlucky');
  const editor = await openEditor(page);
  await page.getByPlaceholder('Title').fill('Kept title');
  await editor.click();
  await page.keyboard.type('Kept text');
  await page.route('**/api/post/create', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Service busy, try again' }),
    }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const bubble = page.getByRole('alert').filter({ hasText: 'Service busy, try again' });
  await expect(bubble).toBeVisible();
  const [bubbleBox, submitBox] = [
    await bubble.boundingBox(),
    await page.getByRole('button', { name: 'Submit' }).boundingBox(),
  ];
  expect(bubbleBox!.y + bubbleBox!.height).toBeLessThanOrEqual(submitBox!.y);
  await expect(page.getByPlaceholder('Title')).toHaveValue('Kept title');
  await expect(editor).toContainText('Kept text');
  await screenshot(page, 'blog-create-post-error-360');

  // The next attempt clears the old error; a network failure reads 'Something went wrong'.
  await page.unroute('**/api/post/create');
  await page.route('**/api/post/create', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(bubble).toBeHidden();
  await page.unroute('**/api/post/create');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/my-posts');
  await expect(page.getByRole('link', { name: /^Kept title/ })).toBeVisible();
});

test("a new user's My Posts shows the empty state", async ({ page, consoleErrors }) => {
  await signUp(page, 'newbie');
  await page.goto('/my-posts');
  await expect(page.getByText('No posts yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first post' })).toHaveAttribute('href', '/create-post');
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/create-post');
  await screenshot(page, 'blog-my-posts-empty-360');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.locator('.ql-editor')).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('the blog shows the loading text, then the red error when posts cannot be fetched', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/post/all**', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'boom' }),
    });
  });
  await page.goto('/blog');
  await expect(page.getByText('Loading posts...')).toBeVisible();
  release();
  const error = page.getByText('Failed to fetch posts');
  await expect(error).toBeVisible();
  expect(await error.evaluate((node) => getComputedStyle(node).color)).toMatch(
    /rgb\((?:2\d{2}|1[5-9]\d), \d{1,2}, \d{1,2}\)|oklch\(0\.[56]\d* 0\.2/,
  );
  await expect(page.getByRole('list', { name: 'Explore new ideas' })).toHaveCount(0);
  await screenshot(page, 'blog-error-360');
});

test("the blog says 'No posts available.' when there are none", async ({ page }) => {
  await page.route('**/api/post/all**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, posts: [], total: 0, nextCursor: null }),
    }),
  );
  await page.goto('/blog');
  await expect(page.getByText('No posts available.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Explore new ideas' })).toHaveCount(0);
});

test('the blog at 1280 px: three columns, and load more', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog');
  const items = page.getByRole('list', { name: 'Explore new ideas' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const tops = await items.evaluateAll((nodes) =>
    nodes.slice(0, 3).map((n) => Math.round(n.getBoundingClientRect().top)),
  );
  if (tops.length === 3) expect(new Set(tops).size).toBe(1);
  await screenshot(page, 'blog-1280');
  const before = await items.count();
  const more = page.getByRole('button', { name: 'Load more' });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(before);
  }
  await items.first().getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, 'blog-modal-1280');
  expect(unexpected(consoleErrors)).toEqual([]);
});
