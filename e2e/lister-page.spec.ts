// Issues 14 and 15: the listing page's lister block leads to the lister's own page
// (/u/{id}): who they are, everything they list, their posts; drawn by the server with
// a preview naming them.
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, realErrors, signUp } from './support/discovery.ts';
import { signUpByApi } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

/** The moderator's button: what "Agent" stands for (issue 58). */
const GRANT = 'Agent: EARB number and this year’s certificate checked';
/** This year in Kenya (UTC+3), the year a practising certificate must have. */
const kenyaYear = () => new Date(Date.now() + 3 * 3600_000).getUTCFullYear();

interface Found {
  listings: { _id: string; lister?: { id: string; name: string; listingCount: number } }[];
}

for (const width of [360, 1280]) {
  test(`the lister block opens the lister's page with their listings at ${width} px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    const found = (await (await page.request.get('/api/listing/search?type=rentals&limit=1')).json()) as Found;
    const listingId = found.listings[0]!._id;
    const { listing } = (await (await page.request.get(`/api/listing/get/${listingId}`)).json()) as {
      listing: { lister: { id: string; name: string; listingCount: number } };
    };
    await page.goto(`/listing/${listingId}`);
    await page.getByRole('link', { name: `See all listings by ${listing.lister.name}` }).click();
    await expect(page).toHaveURL(`/u/${listing.lister.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.lister.name })).toBeVisible();
    const shown = Math.min(listing.lister.listingCount, 12);
    await expect(page.getByRole('region', { name: 'Listings' }).getByRole('article')).toHaveCount(shown);
    await expect(page.getByText(new RegExp(`^${listing.lister.listingCount} listings? on Nyumba`))).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `lister-page-${width}`);

    // "Send a message": a conversation is about one listing, so with several the person picks.
    if (shown > 1) {
      await page.locator('summary', { hasText: 'Send a message' }).click();
      await expect(page.getByText('Which listing is it about?')).toBeVisible();
    }
    await expect(page.locator(`a[href="/messages/new/${listingId}"]`).first()).toBeVisible();
    await screenshot(page, `lister-page-message-${width}`);

    // Opened directly (a shared link), it arrives drawn, with a preview naming the lister.
    const html = await (await page.request.get(`/u/${listing.lister.id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`property="og:title" content="${listing.lister.name} on Nyumba"`);
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}

for (const width of [360, 1280]) {
  test(`a lister writes their public page on the profile and sees it at /u/{id}, at ${width} px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    const user = await signUp(page);
    await page.goto('/profile');
    const fields = page.getByRole('group', { name: 'Your public page' });
    await fields.getByLabel('Business name (optional)').fill('Ruaka Bedsitters');
    await fields.getByLabel('About you (optional)').fill('Bedsitters near the bypass.\nViewing on Saturdays.');
    // The EARB fields are an agent's: they show once "Agent" is chosen (issue 58).
    await fields.getByRole('radio', { name: 'Agent' }).check();
    await fields.getByLabel('EARB registration number (estate agents)').fill('EARB/A/1234');
    await fields.getByLabel('Practising certificate year').fill(String(kenyaYear()));
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await screenshot(page, `profile-public-page-fields-${width}`);

    await page.goto(`/u/${user._id}`);
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page.getByText('Ruaka Bedsitters')).toBeVisible();
    await expect(page.getByText('Viewing on Saturdays.')).toBeVisible();
    await expect(page.getByTestId('earb')).toHaveText('EARB registration EARB/A/1234 (not yet checked by Nyumba)');
    // Unchecked, the label says no more than "Private lister"; each badge says what and when.
    await expect(page.getByTestId('lister-label')).toHaveText('Private lister');
    await expect(page.getByText(/^Email confirmed \d{4}-\d{2}$/)).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `lister-page-own-${width}`);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}

for (const width of [360, 1280]) {
  test(`a moderator checks a lister's EARB number and grants the badge, logged, at ${width} px`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    // The lister, in a context of their own, enters a number.
    const listerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const tag = uniqueTag();
    const lister = await signUpByApi(listerContext.request, {
      username: `agent${tag}`,
      email: `agent-${tag}@example.co.ke`,
      password: 'Nyumba-e2e-2025!',
    });
    const set = await listerContext.request.post(`/api/user/update/${lister._id}`, {
      // "Agent" needs this year's practising certificate: the server refuses the check without it.
      data: { earbNumber: 'EARB/B/2211', listerRole: 'agent', earbYear: kenyaYear() },
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(set.ok(), await set.text()).toBe(true);
    await listerContext.close();

    // An ordinary visitor sees no moderation tools.
    await page.goto(`/u/${lister._id}`);
    await expect(page.getByTestId('earb')).toHaveText('EARB registration EARB/B/2211 (not yet checked by Nyumba)');
    await expect(page.getByRole('region', { name: 'Moderation' })).toHaveCount(0);

    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill('moderator@demo.nyumba.co.ke');
    await page.getByLabel('Password', { exact: true }).fill('nyumba-demo-mod');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
    await page.goto(`/u/${lister._id}`);
    const tools = page.getByRole('region', { name: 'Moderation' });
    await expect(tools.getByText('No decisions yet.')).toBeVisible();
    await tools.getByRole('button', { name: GRANT }).click();
    await expect(tools.getByText('Say why: the reason is kept with the decision')).toBeVisible();
    await tools.getByLabel('Reason', { exact: true }).fill('Found on the EARB register');
    await tools.getByRole('button', { name: GRANT }).click();
    await expect(tools.getByRole('status').first()).toBeVisible();
    await expect(page.getByTestId('earb')).toHaveText('Agent · EARB registration EARB/B/2211');
    await expect(page.getByTestId('lister-label')).toHaveText('Agent');
    await expect(
      page.getByText(new RegExp(`^EARB ${kenyaYear()} certificate checked \\d{4}-\\d{2}-\\d{2}$`)),
    ).toBeVisible();
    await expect(
      tools.getByText('Agent label granted (EARB number and this year’s certificate checked) for EARB/B/2211'),
    ).toBeVisible();
    await expect(tools.getByText(/^Amani · /)).toBeVisible();
    await expect(tools.getByRole('button', { name: 'Take back the Agent label' })).toBeVisible();
    await screenshot(page, `lister-page-moderation-${width}`);
    // The 400 for the missing reason is the browser's own line, provoked on purpose.
    expect(realErrors(consoleErrors).filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
}
