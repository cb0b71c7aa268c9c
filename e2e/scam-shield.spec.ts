// Issue 31: a listing that copies another lister's photo waits for a moderator, who sees the
// two side by side with the lister's risk; its lister reads why; cards say when a listing was
// last confirmed; the reminder mail's link answers without a sign-in. 360 and 1280 px, both languages.
// Review: a thief lists an owner's photo first; the owner's claim carries both files' evidence.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { capture, expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, realErrors } from './support/discovery.ts';
import { rememberSignedInUser } from './support/sign-up.ts';
import { baseURL, headers, listWith, member, scene } from './support/members.ts';

const words = {
  en: {
    held: 'Hidden while a moderator reviews it',
    reason: "match another lister's listing",
    copies: 'Copies another lister’s listing',
    risky: 'Riskiest listers first',
    invalid: 'This link has expired or was replaced by a newer one.',
    confirmed: 'Confirmed available today',
    claimOpen: 'These photos and words are mine',
    claimLabel: 'Tell the moderator how they are yours',
    claimSend: 'Send to the moderator',
    claimSent: 'Sent. A moderator will compare the two listings',
    claimTitle: 'Its lister says it is theirs',
    ruleCopy: 'It is the copy: keep it held',
    ruled: 'Ruled a copy',
    reasonLabel: 'Reason for your decision',
  },
  sw: {
    held: 'Limefichwa huku msimamizi akilikagua',
    reason: 'Picha au maelezo yake yanalingana na tangazo la mtangazaji mwingine',
    copies: 'Linanakili tangazo la mtangazaji mwingine',
    risky: 'Watangazaji hatari kwanza',
    invalid: 'Kiungo hiki kimeisha muda au kimebadilishwa na kipya.',
    confirmed: 'Imethibitishwa kupatikana leo',
    claimOpen: 'Picha na maneno haya ni yangu',
    claimLabel: 'Mweleze msimamizi jinsi yalivyo yako',
    claimSend: 'Mtumie msimamizi',
    claimSent: 'Imetumwa. Msimamizi atalinganisha matangazo yote mawili',
    claimTitle: 'Mtangazaji wake anasema ni lake',
    ruleCopy: 'Ni nakala: liendelee kuzuiliwa',
    ruled: 'Limeamuliwa kuwa nakala',
    reasonLabel: 'Sababu ya uamuzi wako',
  },
};

async function signInAsModerator(page: Page, language: 'en' | 'sw') {
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL() }]);
  const signIn = await page.request.post('/api/auth/signin', {
    data: { email: 'moderator@demo.nyumba.co.ke', password: 'nyumba-demo-mod' },
    headers: headers(),
  });
  expect(signIn.status()).toBe(200);
  const me = (await signIn.json()) as { id: string };
  const setLanguage = (to: string) =>
    page.request.post(`/api/user/update/${me.id}`, { data: { language: to }, headers: headers() });
  await setLanguage(language);
  await rememberSignedInUser(page.context());
  // The demo moderator is shared with other tests, which read the queue in English.
  return () => setLanguage('en');
}

for (const language of ['en', 'sw'] as const) {
  for (const width of [360, 1280]) {
    test(`a copied photo waits for a moderator, who compares the two (${language}, ${width} px)`, async ({
      page,
      browser,
      consoleErrors,
    }) => {
      const say = words[language];
      const photo = await scene();
      const owner = await member(browser, width, language, 'shield');
      const original = await listWith(owner.context, photo, { name: `Garden flat ${owner.who.username.slice(-6)}` });
      expect(original.moderation).toBeUndefined();

      // Another lister posts the same photo, cropped and saved again.
      const copier = await member(browser, width, language, 'shield');
      const copyPhoto = await sharp(photo).extract({ left: 60, top: 0, width: 740, height: 600 }).webp().toBuffer();
      const copyName = `Cheap garden flat ${copier.who.username.slice(-6)}`;
      const copy = await listWith(copier.context, copyPhoto, { name: copyName });
      expect(copy.moderation?.state).toBe('hidden');

      // Its lister reads why, in their language.
      const listerPage = await copier.context.newPage();
      await listerPage.goto('/my-listing');
      const notice = listerPage.getByTestId('moderation-notice');
      await expect(notice).toContainText(say.held);
      await expect(notice).toContainText(say.reason);
      // They may say the photos are theirs, with a note the moderator reads.
      await notice.getByRole('button', { name: say.claimOpen }).click();
      await notice.getByLabel(say.claimLabel).fill('I took these photos myself last month.');
      await screenshot(listerPage, `shield-held-lister-${language}-${width}`);
      expect(await noHorizontalScroll(listerPage)).toBeLessThanOrEqual(0);
      await notice.getByRole('button', { name: say.claimSend }).click();
      await expect(notice.getByRole('status')).toContainText(say.claimSent);

      // The moderator sees both listings side by side, and the lister's risk.
      await page.setViewportSize({ width, height: 800 });
      const restoreLanguage = await signInAsModerator(page, language);
      await page.goto('/moderation');
      await page.getByRole('link', { name: say.risky }).click();
      await expect(page).toHaveURL(/sort=risk/);
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: copyName }) });
      const compared = item.getByRole('region', { name: say.copies });
      await expect(compared).toBeVisible();
      await expect(compared.getByRole('link', { name: copyName })).toBeVisible();
      await expect(compared.getByRole('link', { name: /^Garden flat/ })).toBeVisible();
      await expect(compared).toContainText(say.claimTitle);
      await expect(compared).toContainText('I took these photos myself last month.');
      await compared.scrollIntoViewIfNeeded();
      await screenshot(page, `shield-moderator-${language}-${width}`);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      // The moderator rules: the later listing is the copy, and it stays held.
      await item.getByRole('textbox', { name: say.reasonLabel }).fill('Same photo, listed later by another account');
      await compared.getByRole('button', { name: say.ruleCopy }).click();
      await expect(compared.getByRole('status')).toContainText(say.ruled);
      await restoreLanguage();

      await owner.context.close();
      await copier.context.close();
      expect(realErrors(consoleErrors)).toEqual([]);
    });
  }

  test(`cards say when a listing was confirmed; a reminder link that is wrong says so (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    const say = words[language];
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL() }]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/search?type=rentals');
      await expect(page.getByText(say.confirmed).first()).toBeVisible();
      await page.goto('/listings/confirm?listing=11111111-1111-4111-8111-111111111111&token=made-up&answer=available');
      await expect(page.getByRole('alert')).toContainText(say.invalid);
      // The refused link's 404 is the answer this test asks for.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 404')));
      await screenshot(page, `shield-confirm-invalid-${language}-${width}`);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    }
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}

for (const width of [360, 1280]) {
  test(`a thief listed the owner's photo first: the claim shows both files and numbers, the likelier original marked (${width} px)`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // The owner's camera photo, and the thief's copy of it saved from a chat: small, no metadata.
    const photo = await sharp(await scene())
      .resize({ width: 2400 })
      .jpeg({ quality: 88 })
      .withExif({
        IFD0: { Make: 'TECNO', Model: 'CAMON 20 Pro', DateTime: '2025:02:14 09:12:44' },
        IFD2: { DateTimeOriginal: '2025:02:14 09:12:44' },
      })
      .toBuffer();
    const copyPhoto = await sharp(photo).resize({ width: 1000 }).jpeg({ quality: 70 }).toBuffer();
    const thief = await member(browser, width, 'en', 'thief');
    const owner = await member(browser, width, 'en', 'owner');
    const stolen = await listWith(thief.context, copyPhoto, {
      name: `Cheap maisonette ${thief.who.username.slice(-6)}`,
    });
    expect(stolen.moderation).toBeUndefined();
    const name = `Our maisonette ${owner.who.username.slice(-6)}`;
    const mine = await listWith(owner.context, photo, { name });
    expect(mine.moderation?.state).toBe('hidden');
    const claimed = await owner.context.request.post(`/api/listing/${mine.id}/copy-claim`, {
      data: { note: 'I took these photos with my phone in February; the other account copied them.' },
      headers: headers(),
    });
    expect(claimed.status()).toBe(200);

    await page.setViewportSize({ width, height: 800 });
    await signInAsModerator(page, 'en');
    await page.goto('/moderation');
    await expect(page.getByRole('status').filter({ hasText: /^Claims waiting: \d+, overdue: \d+\./ })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(item.getByTestId('claim-due')).toHaveText(/^Claim: answer due in 2[34] h$/);
    const compared = item.getByRole('region', { name: words.en.copies });
    const ownerFile = compared.locator('figure').filter({ hasText: 'This listing’s file' });
    const thiefFile = compared.locator('figure').filter({ hasText: `${thief.who.username}’s file` });
    await expect(ownerFile).toContainText('More likely the original (a hint)');
    await expect(ownerFile).toContainText('2400 × 1800 px · JPEG');
    await expect(ownerFile).toContainText('Camera: TECNO CAMON 20 Pro');
    await expect(ownerFile).toContainText('Taken 14 Feb 2025, 09:12');
    await expect(thiefFile).toContainText('1000 × 750 px · JPEG');
    await expect(thiefFile).toContainText('No camera metadata at all');
    await expect(thiefFile).not.toContainText('More likely the original');
    await expect(compared).toContainText('A hint, not proof');
    await expect(compared).toContainText('Not public now');
    // Side by side from 640 px, stacked on a phone.
    const [a, b] = [await ownerFile.boundingBox(), await thiefFile.boundingBox()];
    if (width >= 640) expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    else expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    await compared.scrollIntoViewIfNeeded();
    await capture(item, `shield-claim-evidence-${width}`);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // The moderator rules the owner's listing the original: published, and the claim answered.
    await item.getByRole('textbox', { name: words.en.reasonLabel }).fill('Camera original beside a small copy');
    await compared.getByRole('button', { name: 'This one is the original' }).click();
    // Published, it leaves the queue.
    await expect(item).toHaveCount(0);
    expect((await thief.context.request.get(`/listing/${mine.id}`)).status()).toBe(200);
    await thief.context.close();
    await owner.context.close();
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}
