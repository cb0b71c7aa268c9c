// Issue 40: a stay paid on Nyumba with M-Pesa, in test mode (the Daraja simulator the server
// mounts): at 360 px in English and Swahili, a guest pays an accepted stay from My bookings,
// approves the prompt on the simulator's phone page, sees the receipt; then pays a second stay,
// cancels it under the host's flexible policy and sees the refund, on the stay and in Payments.
// "Report a problem" is not offered before check-in.
// Runs on the phone project's server (numbers proven, payments on).
import type { BrowserContext } from '@playwright/test';
import { addDays, kenyaToday } from '@nyumba/domain';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll } from './support/discovery.ts';
import { approveOnPhone, provenMember } from './support/money.ts';
import { headers, listWith, pageOf, scene } from './support/members.ts';
import { uniqueTag } from './support/unique-tag.ts';

const words = {
  en: {
    testMode: 'Test mode: payments go to the M-Pesa simulator',
    askTitle: 'Ask for dates',
    payOnNyumba: 'Once the host accepts, you pay on Nyumba by M-Pesa',
    policy: 'Cancellation policy: Flexible',
    review: 'Review and pay',
    nights: '3 nights × KSH 3,000',
    pay: 'Confirm and pay KSH 9,000',
    prompted: 'Check your phone: enter your M-Pesa PIN to pay.',
    paid: 'Paid · M-Pesa receipt',
    problem: 'Report a problem',
    cancel: 'Cancel stay',
    reason: 'Why are you cancelling?',
    confirm: 'Cancel the stay',
    refunded: 'KSH 9,000 refunded to your M-Pesa.',
    refundBefore: 'You get KSH 9,000 back (flexible: full refund up to 1 day before check-in).',
    paymentsTitle: 'Payments',
    refundLine: 'Refunded to you',
  },
  sw: {
    testMode: 'Hali ya majaribio: malipo yanaenda kwa kiigaji cha M-Pesa',
    askTitle: 'Omba tarehe',
    payOnNyumba: 'Mwenyeji akikubali, unalipa kwenye Nyumba kwa M-Pesa',
    policy: 'Sera ya kughairi: Nyumbufu',
    review: 'Kagua na ulipe',
    nights: 'Usiku 3 × KSH 3,000',
    pay: 'Thibitisha na ulipe KSH 9,000',
    prompted: 'Angalia simu yako: weka PIN yako ya M-Pesa ili ulipe.',
    paid: 'Imelipwa · risiti ya M-Pesa',
    problem: 'Ripoti tatizo',
    cancel: 'Ghairi ukaaji',
    reason: 'Kwa nini unaghairi?',
    confirm: 'Ghairi ukaaji',
    refunded: 'KSH 9,000 zimerudishwa kwa M-Pesa yako.',
    refundBefore: 'Unarudishiwa KSH 9,000 (nyumbufu: unarudishiwa yote hadi siku 1 kabla ya kuingia).',
    paymentsTitle: 'Malipo',
    refundLine: 'Umerudishiwa',
  },
};

/** The guest asks for nights `daysAhead` days from today; the host accepts. */
async function acceptedStay(guest: BrowserContext, host: BrowserContext, listingId: string, daysAhead: number) {
  const asked = await guest.request.post('/api/stays', {
    data: {
      listingId,
      checkIn: addDays(kenyaToday(), daysAhead),
      checkOut: addDays(kenyaToday(), daysAhead + 3),
      guests: 2,
      message: 'We are two, arriving in the afternoon.',
    },
    headers: headers(),
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { stay } = (await asked.json()) as { stay: { id: string } };
  const accepted = await host.request.post(`/api/stays/${stay.id}/answer`, {
    data: { answer: 'accept' },
    headers: headers(),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return stay.id;
}

for (const language of ['en', 'sw'] as const) {
  const w = words[language];
  test(`a guest pays a stay by M-Pesa in test mode, then cancels another and sees the refund (${language}, 360 px)`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const host = await provenMember(browser, 1280, 'en', 'host');
    const listing = (await listWith(host.context, await scene(), {
      type: 'bnbs',
      name: `Nyali beach cottage ${language} ${uniqueTag()}`,
      price: '3,000',
      maxGuests: 4,
      phone_number: host.number.typed,
    })) as { id: string; name: string };
    const guest = await provenMember(browser, 360, language, 'guest');
    const first = await acceptedStay(guest.context, host.context, listing.id, 20 + (language === 'sw' ? 10 : 0));
    const second = await acceptedStay(guest.context, host.context, listing.id, 40 + (language === 'sw' ? 10 : 0));

    const page = await pageOf(guest.context);
    // Before asking: paying on Nyumba and the host's policy, on the bnb's page.
    await page.goto(`/listing/${listing.id}`);
    const ask = page.getByRole('region', { name: w.askTitle });
    await expect(ask).toContainText(w.payOnNyumba);
    await expect(ask).toContainText(w.policy);
    await screenshot(page, `payments-ask-${language}-360`);
    await page.goto('/bookings');
    const card = page.locator(`[data-stay="${first}"]`);
    const payment = card.getByTestId('stay-payment');
    await expect(payment).toContainText(w.testMode);
    await expect(payment).toContainText(w.policy);
    await screenshot(page, `payments-due-${language}-360`);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    // Two steps (Consumer Protection Act): the whole price and the policy, then the confirm.
    await payment.getByRole('button', { name: w.review }).click();
    await expect(payment).toContainText(w.nights);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `payments-review-${language}-360`);
    await payment.getByRole('button', { name: w.pay }).click();
    await expect(payment).toContainText(w.prompted);
    await approveOnPhone(guest.context, guest.number.e164.replace('+', ''), language);
    await expect(payment).toContainText(w.paid, { timeout: 15_000 });
    // Weeks before check-in there is nothing to report yet: the button comes at check-in.
    await expect(payment.getByRole('button', { name: w.problem })).toHaveCount(0);
    await screenshot(page, `payments-held-${language}-360`);

    // The second stay: paid, then cancelled a month ahead under the flexible policy.
    const other = page.locator(`[data-stay="${second}"]`);
    await other.getByTestId('stay-payment').getByRole('button', { name: w.review }).click();
    await other.getByTestId('stay-payment').getByRole('button', { name: w.pay }).click();
    await approveOnPhone(guest.context, guest.number.e164.replace('+', ''), language);
    await expect(other.getByTestId('stay-payment')).toContainText(w.paid, { timeout: 15_000 });
    await other.getByRole('button', { name: w.cancel }).click();
    // Before confirming, the dialog says what comes back and by which rule.
    await expect(page.getByTestId('cancel-consequence')).toHaveText(w.refundBefore);
    await page.getByLabel(w.reason).fill('Our plans changed');
    await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
    await expect(other.getByTestId('stay-payment')).toContainText(w.refunded);
    await screenshot(page, `payments-refunded-${language}-360`);

    // What they paid and were paid, with receipts, under their bookings.
    await page.reload();
    await expect(page.getByRole('heading', { name: w.paymentsTitle, exact: true })).toBeVisible();
    await expect(page.getByTestId('payments')).toContainText(w.refundLine);
    await expect(page.getByTestId('payments')).toContainText('9,000');
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `payments-list-${language}-360`);

    // The host, at 1280 px: the paid stay held for them, then their listing featured for 7 days.
    const hostPage = await pageOf(host.context);
    await hostPage.goto('/bookings');
    await expect(hostPage.locator(`[data-stay="${first}"]`).getByTestId('stay-payment')).toContainText(
      'Paid and held by Nyumba: KSH 9,000',
    );
    await screenshot(hostPage, `payments-host-held-${language}-1280`);
    await hostPage.goto('/my-listing');
    const feature = hostPage.getByRole('region', { name: 'Feature this listing' });
    await expect(feature).toContainText('Test mode');
    await feature.getByRole('button', { name: '7 days · KSH 500' }).click();
    // The price and that featuring is not refunded once it starts, then the confirm.
    await expect(feature).toContainText('not refunded');
    await feature.getByRole('button', { name: 'Confirm and pay KSH 500' }).click();
    // While the prompt is on the phone the choices wait: a second tap is no second prompt.
    await expect(feature).toContainText('Check your phone: enter your M-Pesa PIN to pay.');
    await expect(feature.getByRole('button', { name: '7 days · KSH 500' })).toHaveAttribute('aria-disabled', 'true');
    await approveOnPhone(host.context, host.number.e164.replace('+', ''), 'en', 'KSH 500');
    // As soon as M-Pesa answers, with no reload: the end date, and more days only as "Extend".
    await expect(feature).toContainText('Featured until', { timeout: 15_000 });
    await expect(feature.getByRole('button', { name: /days · KSH/ })).toHaveCount(0);
    await feature.getByRole('button', { name: 'Extend' }).click();
    await expect(feature.getByRole('button', { name: /^7 more days, until .* · KSH 500$/ })).toBeVisible();
    await hostPage.reload();
    await expect(hostPage.getByRole('article').filter({ hasText: listing.name }).getByText('Featured')).toBeVisible();
    await screenshot(hostPage, `payments-featured-${language}-1280`);
    await guest.context.close();
    await host.context.close();
  });
}
