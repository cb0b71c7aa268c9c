// Issue 33: a lister publishes viewing times; a seeker books a slot from the home's page and
// reads that viewing is free; the lister confirms from their bookings; the seeker sees it
// confirmed in the conversation and cancels with a reason. The lister at 1280 px in English,
// the seeker at 360 px in Swahili.
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, realErrors } from './support/discovery.ts';
import { listWith, member, pageOf, scene } from './support/members.ts';
import { kenyaDay as day } from './support/dates.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test('viewing times, a booked slot, confirmed, then cancelled (lister en 1280 px, seeker sw 360 px)', async ({
  browser,
  consoleErrors,
}) => {
  const lister = await member(browser, 1280, 'en', 'lister');
  const name = `Garden flat ${lister.who.username.slice(-6)}`;
  const home = await listWith(lister.context, await scene(), { name, price: '35,000' });
  const weekday = new Date(`${day(2)}T00:00:00Z`).getUTCDay();

  // The lister offers an hour on that weekday, in half-hour slots, confirming each by hand.
  const listerPage = await pageOf(lister.context);
  await listerPage.goto(`/listing/${home.id}`);
  await listerPage.getByRole('link', { name: 'Viewing times' }).click();
  await expect(listerPage).toHaveURL(`/viewings/times/${home.id}`);
  await listerPage.getByRole('button', { name: 'Add a weekly time' }).click();
  const row = listerPage.locator('[data-weekly-time]');
  await row.getByLabel('Day').selectOption(WEEKDAYS[weekday]!);
  await row.getByLabel('From').fill('10:00');
  await row.getByLabel('To').fill('11:00');
  await listerPage.getByRole('button', { name: 'Save viewing times' }).click();
  await expect(listerPage.getByRole('status').filter({ hasText: 'Viewing times saved' })).toBeVisible();
  await screenshot(listerPage, 'viewing-times-en-1280');
  expect(await noHorizontalScroll(listerPage)).toBeLessThanOrEqual(0);

  // The seeker picks 10:30 on the home's page.
  const seeker = await member(browser, 360, 'sw', 'seeker');
  const seekerPage = await pageOf(seeker.context);
  seekerPage.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await seekerPage.goto(`/listing/${home.id}`);
  const panel = seekerPage.getByRole('region', { name: 'Omba kutazama' });
  await expect(panel.getByText('Kutazama ni bure kwenye Nyumba. Usilipe kamwe ili kutazama.')).toBeVisible();
  await panel
    .getByRole('button', { name: /10:30$/ })
    .first()
    .click();
  await expect(panel.getByRole('button', { name: /10:30$/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await screenshot(seekerPage, 'viewing-book-sw-360');
  await panel.getByRole('button', { name: 'Omba muda huu' }).click();
  await expect(panel.getByRole('status')).toContainText('Ombi limetumwa');
  await panel.getByRole('link', { name: 'Fungua mazungumzo' }).click();
  const card = seekerPage.locator('[data-viewing]');
  await expect(card).toContainText('Inasubiri mtangazaji');
  expect(await noHorizontalScroll(seekerPage)).toBeLessThanOrEqual(0);

  // The lister confirms from their bookings.
  await listerPage.goto('/bookings');
  const request = listerPage.locator('[data-viewing]').filter({ hasText: name });
  await expect(request).toContainText('Waiting for your answer');
  await screenshot(listerPage, 'viewing-bookings-en-1280');
  await request.getByRole('button', { name: 'Confirm' }).click();
  await expect(request).toContainText('Confirmed');

  // The seeker sees it confirmed, then cancels with a reason; the slot is free again.
  await seekerPage.reload();
  await expect(card).toContainText('Imethibitishwa');
  await card.getByRole('button', { name: 'Ghairi kutazama' }).click();
  const dialog = seekerPage.getByRole('dialog');
  await dialog.getByLabel('Kwa nini unaghairi?').fill('Nimepata nyumba');
  await dialog.getByRole('button', { name: 'Ghairi kutazama' }).click();
  await expect(card).toContainText('Imeghairiwa');
  await screenshot(seekerPage, 'viewing-cancelled-sw-360');
  await listerPage.reload();
  await expect(request).toContainText('Cancelled');
  await expect(request).toContainText('Nimepata nyumba');

  await lister.context.close();
  await seeker.context.close();
  expect(realErrors(consoleErrors)).toEqual([]);
});
