// Issues 14 and 15: the listing page's lister block leads to the lister's own page
// (/u/{id}): who they are, everything they list, their posts; drawn by the server with
// a preview naming them.
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, realErrors, signUp } from './support/discovery.ts';

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
    await fields.getByLabel('EARB registration number (estate agents)').fill('EARB/A/1234');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await screenshot(page, `profile-public-page-fields-${width}`);

    await page.goto(`/u/${user._id}`);
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page.getByText('Ruaka Bedsitters')).toBeVisible();
    await expect(page.getByText('Viewing on Saturdays.')).toBeVisible();
    await expect(page.getByTestId('earb')).toHaveText('EARB registration EARB/A/1234 (not yet checked by Nyumba)');
    await expect(page.getByText('Email confirmed')).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `lister-page-own-${width}`);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}
