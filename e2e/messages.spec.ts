// Issue 30: enquiries stay on Nyumba. A house-hunter writes from a listing whose lister
// shows the number after replying; the lister's inbox shows it unread, live; the reply
// arrives live on the seeker's open conversation, marks "Seen", and reveals the number.
// Blocking, reporting, a link's warning, a payment request's warning, a message written offline.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { realErrors, signUp } from './support/discovery.ts';
import { expectNoSeriousViolations } from './support/axe-audit.ts';
import { scene } from './support/members.ts';
import { uniqueTag } from './support/unique-tag.ts';

async function person(browser: Browser, viewport: { width: number; height: number }, language?: 'sw') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    serviceWorkers: 'block',
  });
  if (language) await context.addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  const user = await signUp(page);
  return { context, page, user };
}

/** A listing of the lister's that shows its number only after a reply (the default for new ones). */
const origin = () => ({ origin: test.info().project.use.baseURL! });

async function listingOf(page: Page): Promise<{ id: string; name: string }> {
  // A photo of its own: a demo photo's copy would be held by the copy check (issue 38).
  const upload = await page.request.post('/upload', {
    multipart: { file: { name: 'flat.jpg', mimeType: 'image/jpeg', buffer: await scene() } },
    headers: origin(),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const name = `Quiet bedsitter ${uniqueTag()}`;
  const made = await page.request.post('/api/listing/create', {
    headers: origin(),
    data: {
      name,
      description: 'Borehole water, near the stage.',
      phone_number: '0712 345 678',
      price: 12000,
      type: 'rentals',
      bedrooms: 'bedsitter',
      image_urls: ((await upload.json()) as { image_urls: string[] }).image_urls,
      areaName: 'Kilimani',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: ((await made.json()) as { listing: { id: string } }).listing.id, name };
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

test('a seeker asks from the listing; the lister answers live; the number shows after the reply (360 px)', async ({
  browser,
}) => {
  const phone = { width: 360, height: 740 };
  const lister = await person(browser, phone);
  const seeker = await person(browser, phone);
  const errors: string[] = [];
  for (const page of [lister.page, seeker.page]) page.on('pageerror', (error) => errors.push(error.message));
  try {
    const listing = await listingOf(lister.page);

    await seeker.page.goto(`/listing/${listing.id}`);
    const bar = seeker.page.getByRole('region', { name: 'Contact the lister' });
    await expect(bar.getByRole('link', { name: 'Send a message' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveCount(0);
    await expect(
      seeker.page.getByText('The lister shows their phone number after replying to your message.'),
    ).toBeVisible();
    await screenshot(seeker.page, 'messages-listing-after-reply-360');

    await bar.getByRole('link', { name: 'Send a message' }).click();
    await expect(seeker.page.getByRole('heading', { name: 'Send a message' })).toBeVisible();
    const box = seeker.page.getByLabel('Your message');
    await expect(box).toHaveValue(`Hello, is "${listing.name}" still available?`);
    await screenshot(seeker.page, 'messages-new-360');
    await expectNoSeriousViolations(seeker.page, 'new message 360');
    await seeker.page.getByRole('button', { name: 'Send' }).click();
    await expect(seeker.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const conversationUrl = seeker.page.url();
    await expect(seeker.page.getByText(`Hello, is "${listing.name}" still available?`)).toBeVisible();
    await expect(seeker.page.locator('[data-message-status="sent"]')).toBeVisible();
    await expect(seeker.page.getByText('The lister’s number shows here once they reply.')).toBeVisible();

    // The lister's badge counts it, live, and the inbox lists it first.
    await lister.page.goto('/saved-listings');
    await expect(lister.page.locator('[data-nav-item="messages"] [data-unread-badge]')).toHaveText(/1/);
    await lister.page.locator('[data-nav-item="messages"]').click();
    await expect(lister.page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    const row = lister.page.locator('[data-conversation]').first();
    await expect(row).toContainText(seeker.user.username);
    await expect(row).toContainText('1 unread message');
    await screenshot(lister.page, 'messages-inbox-360');
    await expectNoSeriousViolations(lister.page, 'inbox 360');
    await row.click();

    // Opening it reads it: the seeker's message turns "Seen" on the seeker's screen, live.
    await expect(seeker.page.locator('[data-message-status="seen"]')).toBeVisible();
    const sentAt = Date.now();
    await lister.page.getByLabel('Your message').fill('Yes, come on Saturday at 10. Pay nothing before you view.');
    await lister.page.getByRole('button', { name: 'Send' }).click();
    await expect(seeker.page.getByText('Yes, come on Saturday at 10.')).toBeVisible({ timeout: 3_000 });
    test.info().annotations.push({ type: 'live delivery ms', description: String(Date.now() - sentAt) });
    await expect(seeker.page.getByRole('link', { name: 'Phone: +254 712 345 678' })).toBeVisible();
    await screenshot(seeker.page, 'messages-conversation-360');
    await expectNoSeriousViolations(seeker.page, 'conversation 360');
    await expectNoSeriousViolations(lister.page, 'conversation (lister) 360');

    // The listing page now offers the call too.
    await seeker.page.goto(`/listing/${listing.id}`);
    await expect(
      seeker.page.getByRole('region', { name: 'Contact the lister' }).getByRole('link', { name: 'Call' }),
    ).toBeVisible();
    // "Send a message" on the same listing again leads into the same conversation.
    await seeker.page
      .getByRole('region', { name: 'Contact the lister' })
      .getByRole('link', { name: 'Send a message' })
      .click();
    await expect(seeker.page).toHaveURL(conversationUrl);
    expect(errors).toEqual([]);
  } finally {
    await closeAll(lister.context, seeker.context);
  }
});

test('warnings, links, a report, blocking and a message written offline (1280 px, Swahili)', async ({ browser }) => {
  const wide = { width: 1280, height: 800 };
  const lister = await person(browser, wide, 'sw');
  const seeker = await person(browser, wide, 'sw');
  try {
    const listing = await listingOf(lister.page);
    const started = await seeker.page.request.post('/api/conversations', {
      headers: origin(),
      data: { listingId: listing.id, text: 'Habari, bado iko?' },
    });
    const id = ((await started.json()) as { conversationId: string }).conversationId;
    await lister.page.request.post(`/api/conversations/${id}/messages`, {
      headers: origin(),
      data: { text: 'Tuma ada ya viewing 500 kwa namba 0712 000 111 kwanza. Details: www.example.com/pay' },
    });

    await seeker.page.goto(`/messages/${id}`);
    // The conversation's own safety notice, and the warning on the message that asks for money.
    await expect(seeker.page.getByRole('complementary', { name: 'Kuwa salama' })).toBeVisible();
    await expect(seeker.page.getByRole('note')).toContainText('Ujumbe huu unaomba pesa');
    // A link is text until the person confirms leaving.
    await seeker.page.getByRole('button', { name: 'www.example.com/pay' }).click();
    const warning = seeker.page.getByRole('dialog');
    await expect(warning).toContainText('www.example.com');
    await screenshot(seeker.page, 'messages-link-warning-1280-sw');
    await expectNoSeriousViolations(seeker.page, 'conversation with link warning 1280 sw');
    await warning.getByRole('button', { name: 'Baki hapa' }).click();

    // Offline, a message waits on the phone and goes when the connection returns.
    await seeker.context.setOffline(true);
    await seeker.page.getByLabel('Ujumbe wako').fill('Sitalipa kabla ya kuona.');
    await seeker.page.getByRole('button', { name: 'Tuma' }).click();
    await expect(seeker.page.locator('[data-message-status="waiting"]')).toBeVisible();
    await screenshot(seeker.page, 'messages-offline-1280-sw');
    await seeker.context.setOffline(false);
    await seeker.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(seeker.page.locator('[data-message-status="waiting"]')).toHaveCount(0);
    await lister.page.goto(`/messages/${id}`);
    await expect(lister.page.getByText('Sitalipa kabla ya kuona.')).toBeVisible();

    // The seeker reports the conversation: a moderator reads it from the queue's Messages.
    await seeker.page.getByRole('button', { name: 'Chaguo za mazungumzo' }).click();
    await seeker.page.getByRole('button', { name: 'Ripoti mazungumzo haya' }).click();
    const report = seeker.page.getByRole('dialog', { name: 'Ripoti mazungumzo haya' });
    await report.getByLabel('Utapeli au udanganyifu').check();
    await report.getByRole('button', { name: 'Tuma ripoti' }).click();
    await expect(report.getByRole('status')).toHaveText('Asante. Msimamizi atasoma mazungumzo haya.');
    await screenshot(seeker.page, 'messages-reported-1280-sw');
    await report.getByRole('button', { name: 'Funga' }).click();
    const moderator = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: wide });
    try {
      const mod = await moderator.newPage();
      await mod.goto('/sign-in');
      await mod.getByLabel('Email', { exact: true }).fill('moderator@demo.nyumba.co.ke');
      await mod.getByLabel('Password', { exact: true }).fill('nyumba-demo-mod');
      await mod.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(mod).toHaveURL('/');
      await mod.goto('/moderation?view=conversations');
      await expect(mod.getByText('Tuma ada ya viewing 500 kwa namba 0712 000 111 kwanza.').first()).toBeVisible();
      await screenshot(mod, 'messages-moderation-queue-1280');
    } finally {
      await moderator.close();
    }

    // The seeker blocks the lister: neither can write.
    await seeker.page.getByRole('button', { name: 'Chaguo za mazungumzo' }).click();
    await seeker.page.getByRole('button', { name: `Mzuie ${lister.user.username}` }).click();
    await seeker.page
      .getByRole('dialog')
      .getByRole('button', { name: `Mzuie ${lister.user.username}` })
      .click();
    await expect(seeker.page.getByText(`Umemzuia ${lister.user.username}.`)).toBeVisible();
    await expect(seeker.page.getByLabel('Ujumbe wako')).toHaveCount(0);
    await lister.page.reload();
    await expect(lister.page.getByText('Huwezi kutuma ujumbe katika mazungumzo haya.')).toBeVisible();
    await screenshot(lister.page, 'messages-blocked-1280-sw');
    expect(realErrors([])).toEqual([]);
  } finally {
    await closeAll(lister.context, seeker.context);
  }
});
