// Issue 57: renting a home on Nyumba, the whole journey in the browser against the Daraja
// simulator: a tenant on a phone (360 px, Swahili) asks to rent a lister's flat; the lister at
// a desk (1280 px, English) accepts; both sign with codes sent by SMS; the tenant pays the
// first month and the deposit, confirms the keys with the rooms; both agree an early move-out
// and the lister records it with no deductions: the deposit goes back. Each step looked at.
// Runs on the phone project's server (numbers proven, payments in test mode).
import type { Page } from '@playwright/test';
import { kenyaToday } from '@nyumba/domain';
import { expect, screenshot, serverDataDir, test } from './support/fixtures.ts';
import { noHorizontalScroll } from './support/discovery.ts';
import { listWith, pageOf, scene } from './support/members.ts';
import { approveOnPhone, provenMember } from './support/money.ts';
import { codeSentTo } from './support/sms.ts';
import { uniqueTag } from './support/unique-tag.ts';

const fits = async (page: Page) => expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

/** Signs the agreement on `page` with the code the SMS brought to `e164`. */
async function signWithCode(page: Page, e164: string, w: { sign: RegExp; code: string; confirm: RegExp }) {
  await page.getByRole('button', { name: w.sign }).click();
  // The signing code's own SMS (the number was proven by another code before).
  await page.getByLabel(w.code).fill(await codeSentTo(serverDataDir(), e164, /tenancy agreement|mkataba wa upangaji/));
  await page.getByRole('button', { name: w.confirm }).click();
}

test('a tenant rents a flat on Nyumba from a phone in Swahili, the lister at a desk in English: ask, sign, pay, keys, move out', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lister = await provenMember(browser, 1280, 'en', 'landlord');
  const name = `Flat to rent ${uniqueTag()}`;
  const listing = await listWith(lister.context, await scene(), {
    type: 'rentals',
    name,
    price: '20,000',
    depositMonths: 1,
    phone_number: lister.number.typed,
  });
  const tenant = await provenMember(browser, 360, 'sw', 'renter');

  // The tenant asks, from the listing's page.
  const phone = await pageOf(tenant.context);
  await phone.goto(`/listing/${listing.id}`);
  const panel = phone.getByRole('region', { name: 'Panga nyumba hii kupitia Nyumba' });
  await expect(panel).toContainText('Kodi inalindwa na Nyumba');
  await panel.getByLabel('Tarehe ya kuhamia').fill(kenyaToday());
  await panel.getByRole('button', { name: 'Omba kupanga' }).click();
  await panel.getByRole('link', { name: 'Fungua upangaji' }).click();
  await expect(phone).toHaveURL(/\/tenancies\/[0-9a-f-]{36}$/);
  const tenancyUrl = new URL(phone.url()).pathname;
  await screenshot(phone, 'tenancy-asked-sw-360');
  await fits(phone);

  // The lister accepts, at a desk.
  const desk = await pageOf(lister.context);
  await desk.goto(tenancyUrl);
  await desk.getByRole('button', { name: 'Accept and draft the agreement' }).click();
  await expect(desk.getByRole('region', { name: /^TENANCY AGREEMENT/ })).toBeVisible();
  await screenshot(desk, 'tenancy-accepted-en-1280');
  await signWithCode(desk, lister.number.e164, {
    sign: /Sign with a code by SMS/,
    code: 'Code from the SMS',
    confirm: /^Sign the agreement$/,
  });
  await expect(desk.getByText('You have signed. Waiting for the other side.')).toBeVisible();

  // The tenant signs and pays.
  await phone.reload();
  await signWithCode(phone, tenant.number.e164, {
    sign: /Tia sahihi kwa nambari ya SMS/,
    code: 'Nambari kutoka kwenye SMS',
    confirm: /^Tia sahihi/,
  });
  const review = phone.getByRole('button', { name: 'Kagua na ulipe' });
  await expect(review).toBeVisible();
  await screenshot(phone, 'tenancy-signed-sw-360');
  // The whole price before paying: each line, the total, the cancelling rule, then the confirm.
  await review.click();
  await expect(phone.getByText('Amana (inashikiliwa na Nyumba hadi utakapohama)')).toBeVisible();
  await fits(phone);
  await phone.getByRole('button', { name: 'Thibitisha na ulipe KSH 40,000' }).click();
  await approveOnPhone(
    tenant.context,
    tenant.number.e164.replace('+', ''),
    'sw',
    'KSH 40,000',
    'tenancy-simulator-phone',
  );
  // The page follows the payment: held, then the keys from today.
  const keys = phone.getByRole('button', { name: 'Nimepata funguo' });
  await expect(keys).toBeVisible({ timeout: 20_000 });
  await keys.click();
  // The form starts with the usual rooms: each one's state.
  const good = phone.getByRole('radio', { name: 'Nzuri' });
  for (let i = 0; i < (await good.count()); i++) await good.nth(i).check();
  await phone.getByRole('textbox', { name: 'Maelezo' }).first().fill('Rangi mpya, sakafu safi');
  await phone.getByRole('button', { name: 'Thibitisha funguo' }).click();
  // The first month went to the lister; the deposit stays held.
  const money = phone.getByRole('region', { name: 'Pesa' });
  await expect(money).toContainText('Imelipwa kwa mtangazaji: KSH 20,000');
  await expect(money).toContainText('Amana imeshikiliwa na Nyumba: KSH 20,000');
  await screenshot(phone, 'tenancy-moved-in-sw-360');
  await fits(phone);

  // Both agree to move out today; the lister records the move-out with nothing deducted.
  await phone.getByLabel('Tarehe ya kuhama').fill(kenyaToday());
  await phone.getByRole('button', { name: 'Toa notisi' }).click();
  await desk.reload();
  await desk.getByRole('button', { name: 'Agree to this date' }).click();
  await desk.reload();
  await desk.getByRole('button', { name: 'Record the move-out' }).click();
  await expect(desk.getByText('This tenancy has ended.')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'The money' })).toContainText('Returned to the tenant: KSH 20,000');
  await screenshot(desk, 'tenancy-ended-en-1280');
  await phone.reload();
  await screenshot(phone, 'tenancy-ended-sw-360');
  await tenant.context.close();
  await lister.context.close();
});
