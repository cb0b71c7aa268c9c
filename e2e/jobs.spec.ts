// Issue 59: a job on Nyumba, the whole journey in the browser against the Daraja simulator: a
// client on a phone (360 px, Swahili) posts a plumbing job with a photo; two plumbers at desks
// (1280 px, English) find it in "Jobs near you" and quote; the client compares the quotes,
// accepts one and pays into Nyumba's hold; the plumber marks it done; the client confirms and
// the money goes out; both review the hire. Runs on the phone project's server (numbers
// proven, payments in test mode).
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll } from './support/discovery.ts';
import { listWith, pageOf, scene } from './support/members.ts';
import { approveOnPhone, provenMember } from './support/money.ts';
import { uniqueTag } from './support/unique-tag.ts';

const fits = async (page: Page) => expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

/** Stars on each of a review form's lines, by the lines' names. */
async function giveStars(form: Locator, lines: string[], label: string) {
  for (const line of lines) await form.getByRole('group', { name: line }).getByRole('radio', { name: label }).check();
}

/** A plumber serving Kilimani, with a proven number, at a desk. */
async function plumber(browser: Parameters<typeof provenMember>[0], name: string) {
  const made = await provenMember(browser, 1280, 'en', 'fundi');
  await listWith(made.context, await scene(), {
    type: 'technicians',
    trade: 'plumber',
    name,
    price: '1,500',
    priceUnit: 'visit',
    areaName: 'Kilimani',
    areasServed: ['Kilimani'],
    phone_number: made.number.typed,
  });
  return made;
}

async function quote(context: BrowserContext, description: string, price: string, includes: string) {
  const desk = await pageOf(context);
  await desk.goto('/jobs');
  const near = desk.getByRole('region', { name: 'Jobs near you' });
  await near
    .getByRole('link')
    .filter({ hasText: description.slice(0, 30) })
    .click();
  await desk.getByLabel('Price in KSH').fill(price);
  await desk.getByLabel('What the price includes').fill(includes);
  await desk.getByRole('button', { name: 'Send the quote' }).click();
  await expect(desk.getByText('Change your quote')).toBeVisible();
  return desk;
}

test('a client posts a job from a phone in Swahili, two plumbers quote at desks, the client accepts, pays, confirms and both review', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const first = await plumber(browser, `Mabomba Bora ${tag}`);
  const second = await plumber(browser, `Kilimani Pipes ${tag}`);
  const client = await provenMember(browser, 360, 'sw', 'client');

  // The client posts the job with a photo.
  const phone = await pageOf(client.context);
  await phone.goto('/jobs/new');
  await phone.getByLabel('Fani').selectOption('plumber');
  await phone.getByLabel('Eneo').fill('Kilimani');
  const description = `Sinki la jikoni linavuja ${tag}, bomba linadondoka.`;
  await phone.getByLabel('Kinachohitajika kufanywa').fill(description);
  await phone
    .locator('input[type=file]')
    .setInputFiles({ name: 'sink.jpg', mimeType: 'image/jpeg', buffer: await scene() });
  await expect(phone.getByRole('img', { name: 'Kazi 1' })).toBeVisible({ timeout: 20_000 });
  await screenshot(phone, 'jobs-post-sw-360');
  await fits(phone);
  await phone.getByRole('button', { name: 'Weka kazi' }).click();
  await expect(phone).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = new URL(phone.url()).pathname;
  await expect(phone.getByRole('status').filter({ hasText: 'Inasubiri bei' })).toBeVisible();

  // Both plumbers find it near them and quote.
  const desk = await quote(first.context, description, '4500', 'Trap mpya na washer ya bomba, pamoja na ufundi');
  await quote(second.context, description, '5200', 'New trap, tap washer and labour, same day');
  await screenshot(desk, 'jobs-quote-en-1280');

  // The client compares them side by side and accepts the first.
  await phone.goto(jobUrl);
  const quotes = phone.getByRole('region', { name: 'Bei' });
  await expect(quotes.getByRole('listitem').filter({ hasText: 'KSH' })).toHaveCount(2);
  await expect(quotes).toContainText(/Simu imethibitishwa \d{4}-\d{2}/);
  await screenshot(phone, 'jobs-quotes-sw-360');
  await fits(phone);
  await quotes
    .getByRole('listitem')
    .filter({ hasText: `Mabomba Bora ${tag}` })
    .getByRole('button', { name: 'Kubali bei hii' })
    .click();
  const pay = phone.getByRole('button', { name: 'Lipa KSH 4,500 kwa M-Pesa' });
  await expect(pay).toBeVisible();
  await pay.click();
  await approveOnPhone(client.context, client.number.e164.replace('+', ''), 'sw', 'KSH 4,500', 'jobs-simulator-phone');
  await expect(phone.getByText('Imelipwa, Nyumba inashikilia')).toBeVisible({ timeout: 20_000 });

  // The plumber marks it done; the client confirms and the money goes to the plumber.
  await desk.goto(jobUrl);
  await desk.getByLabel('What was done (optional)').fill('Trap replaced and the tap re-washered: no more leak.');
  await desk.getByRole('button', { name: 'Mark it done' }).click();
  await expect(desk.getByText('Marked done', { exact: true })).toBeVisible();
  await phone.reload();
  await phone.getByRole('button', { name: 'Thibitisha: kazi imekamilika' }).click();
  await expect(phone.getByText('Imekamilika na kulipwa')).toBeVisible();
  await expect(phone.getByText(/kwa mtoa huduma KSH 4,500/)).toBeVisible();
  await screenshot(phone, 'jobs-released-sw-360');

  // Both review the hire in its conversation.
  await phone.getByRole('link', { name: 'Toa maoni kuhusu kazi hii kwenye mazungumzo' }).click();
  const clientForm = phone.getByTestId('deals').getByRole('form', { name: 'Toa maoni kuhusu kazi' });
  await giveStars(clientForm, ['Ubora', 'Kufika kwa wakati', 'Bei kama ilivyokubaliwa'], 'nyota 5 kati ya 5');
  await clientForm.getByLabel('Ilikuwaje?').fill('Alifika mapema na kurekebisha sinki vizuri kabisa. Kazi safi.');
  await clientForm.getByRole('button', { name: 'Hifadhi maoni' }).click();
  // Numbers proven today: each review waits for a moderator (reviews.md), the job's hire is what lets them write.
  await expect(phone.getByTestId('deals')).toContainText('Yako kwa msimamizi kabla ya kuchapishwa.');
  await desk.goto(new URL(phone.url()).pathname);
  const providerForm = desk.getByTestId('deals').getByRole('form', { name: 'Review the client' });
  await giveStars(providerForm, ['Clear brief', 'On time', 'Paid as agreed'], '5 out of 5 stars');
  await providerForm.getByLabel('What happened?').fill('Clear about the job and paid through Nyumba on the day.');
  await providerForm.getByRole('button', { name: 'Save review' }).click();
  await expect(desk.getByTestId('deals')).toContainText('Your review');
  await expect(desk.getByTestId('deals')).toContainText('They wrote their review');
  await screenshot(desk, 'jobs-reviewed-en-1280');
  for (const one of [client, first, second]) await one.context.close();
});
