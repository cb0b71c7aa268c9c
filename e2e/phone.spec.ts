// Issue 39: a Kenyan identity. Sign-up by phone, adding a number in Settings, and a listing
// published once its lister enters the code sent to its number: at 360 px in Kenya (its time
// zone, where the auth screens open on the phone number), in English and Swahili. Runs on the
// phone project's server, which proves listings' numbers as a deployment does.
import type { Browser } from '@playwright/test';
import { expect, screenshot, serverDataDir, test } from './support/fixtures.ts';
import { noHorizontalScroll } from './support/discovery.ts';
import { account, baseURL, headers, listWith, member, pageOf, scene } from './support/members.ts';
import { codeSentTo, newNumber } from './support/sms.ts';
import { uniqueTag } from './support/unique-tag.ts';

const words = {
  en: {
    signUp: 'Sign up',
    phoneTab: 'Phone number',
    username: 'Username',
    phone: 'Phone number',
    password: 'Password',
    code: 'Code from the SMS',
    confirm: 'Confirm',
    sentTo: 'We sent a 6-digit code by SMS to +254 ••• •••',
    settings: 'Settings',
    phoneRow: /^Phone number/,
    send: 'Send the code',
    verifiedSince: 'Phone proven since',
    pending: 'Not public yet: prove its phone number',
    publish: 'Publish',
    published: 'Number proven: your listing is published.',
    cardVerified: 'Phone proven',
    myListings: 'My Listings',
    change: 'Change the number',
  },
  sw: {
    signUp: 'Jisajili',
    phoneTab: 'Namba ya simu',
    username: 'Jina la mtumiaji',
    phone: 'Namba ya simu',
    password: 'Nenosiri',
    code: 'Nambari kutoka kwenye SMS',
    confirm: 'Thibitisha',
    sentTo: 'Tumetuma nambari ya tarakimu 6 kwa SMS kwenda +254 ••• •••',
    settings: 'Mipangilio',
    phoneRow: /^Namba ya simu/,
    send: 'Tuma nambari',
    verifiedSince: 'Simu imethibitishwa tangu',
    pending: 'Bado halijachapishwa: thibitisha namba yake ya simu',
    publish: 'Chapisha',
    published: 'Namba imethibitishwa: tangazo lako limechapishwa.',
    cardVerified: 'Simu imethibitishwa',
    myListings: 'Matangazo Yangu',
    change: 'Badilisha namba',
  },
};

const dataDir = serverDataDir;

/** A visitor's phone in Kenya: 360 px, Nairobi's time zone, their language. */
async function kenyanPhone(browser: Browser, language: 'en' | 'sw') {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 360, height: 780 },
    timezoneId: 'Africa/Nairobi',
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'lang', value: language, url: baseURL() }]);
  return context;
}

for (const language of ['en', 'sw'] as const) {
  const w = words[language];

  test(`signs up with a phone number and the code sent to it, no e-mail (${language}, 360 px)`, async ({ browser }) => {
    const context = await kenyanPhone(browser, language);
    const page = await pageOf(context);
    const who = account('phone');
    const number = newNumber();
    await page.goto('/sign-up');
    // Phone first on a phone in Kenya.
    await expect(page.getByRole('tab', { name: w.phoneTab })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel(w.username).fill(who.username);
    await page.getByLabel(w.phone, { exact: true }).fill(number.typed);
    await page.getByLabel(w.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: w.signUp, exact: true }).click();
    await expect(page.getByText(w.sentTo)).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `phone-sign-up-code-${language}-360`);

    // A wrong code says so and keeps the form.
    await page.getByLabel(w.code).fill('000000');
    const code = await codeSentTo(dataDir(), number.e164);
    if (code !== '000000') {
      await page.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByText(/code is not right|si sahihi/)).toBeVisible();
    }
    await page.getByLabel(w.code).fill(code);
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL('/');

    // Signed in by the number: Settings shows it proven, and no "confirm your e-mail" stands in the way.
    const me = await context.request.get('/api/auth/me');
    const user = (await me.json()) as { email: string | null; phone: string; phoneVerifiedAt: string };
    expect(user).toMatchObject({ email: null, phone: number.e164 });
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: w.phoneRow })).toContainText(w.verifiedSince);
    await screenshot(page, `phone-settings-proven-${language}-360`);

    // Signing out and in again with the number and the password.
    await context.clearCookies();
    await context.addCookies([{ name: 'lang', value: language, url: baseURL() }]);
    const signIn = await context.request.post('/api/auth/signin', {
      data: { phone: number.typed.replace(/\s/g, ''), password: who.password },
      headers: headers(),
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await context.close();
  });

  test(`adds a phone number in Settings and proves it with the code (${language}, 360 px)`, async ({ browser }) => {
    const { context } = await member(browser, 360, language, 'adds');
    const page = await pageOf(context);
    const number = newNumber();
    await page.goto('/settings');
    await page.getByRole('button', { name: w.phoneRow }).click();
    await page.getByLabel(w.phone, { exact: true }).fill(number.typed);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByText(w.sentTo)).toBeVisible();
    await screenshot(page, `phone-settings-code-${language}-360`);
    await page.getByLabel(w.code).fill(await codeSentTo(dataDir(), number.e164));
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('button', { name: w.phoneRow })).toContainText(w.verifiedSince);
    // "Change the number" is a real secondary button (.btn-secondary once drew 24 px of plain text).
    const change = page.getByRole('button', { name: w.change });
    if (!(await change.isVisible())) await page.getByRole('button', { name: w.phoneRow }).click();
    expect((await change.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  test(`a listing with a number not yet proven is published once its code is entered (${language}, 360 px)`, async ({
    browser,
  }) => {
    const { context } = await member(browser, 360, language, 'lists');
    const number = newNumber();
    const listing = (await listWith(context, await scene(), {
      name: `Phone-proof flat ${language} ${uniqueTag()}`,
      phone_number: number.typed,
    })) as { id: string; numberProof?: { state: string } };
    expect(listing.numberProof?.state).toBe('pending');
    // Not public while it waits.
    const anonymous = await browser.newContext({ baseURL: baseURL() });
    expect((await anonymous.request.get(`/api/listing/get/${listing.id}`)).status()).toBe(404);

    const page = await pageOf(context);
    await page.goto('/my-listing');
    const panel = page.getByRole('region', { name: w.pending });
    await expect(panel).toBeVisible();
    await screenshot(page, `phone-listing-pending-${language}-360`);
    await panel.getByLabel(w.code).fill(await codeSentTo(dataDir(), number.e164));
    await panel.getByRole('button', { name: w.publish }).click();
    await expect(page.getByText(w.published)).toBeVisible();

    // Public now, marked "Phone proven" on its page.
    const visitor = await pageOf(anonymous);
    await anonymous.addCookies([{ name: 'lang', value: language, url: baseURL() }]);
    await visitor.goto(`/listing/${listing.id}`);
    await expect(visitor.getByText(w.cardVerified).first()).toBeVisible();
    await screenshot(visitor, `phone-listing-verified-${language}-360`);
    await anonymous.close();
    await context.close();
  });
}
