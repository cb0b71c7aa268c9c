// Issue 58: a person's rights over their data, in the browser against the real server: a new
// member opens Settings → Privacy, asks for a copy of their data and downloads it once it is
// built (a ZIP), turns a consent on and finds it kept after a reload, then deletes their
// account with their password and can no longer sign in. On a phone in Swahili (360 px), and
// at a desk in English (1280 px); each screen looked at, at both widths.
import { readFile } from 'node:fs/promises';
import { request as newRequest, type Page } from '@playwright/test';
import { PRIVACY_VERSION, TERMS_VERSION } from '@nyumba/domain';
import { expect, screenshot, test } from './support/fixtures.ts';
import { expectNoSeriousViolations } from './support/axe-audit.ts';
import { noHorizontalScroll, realErrors } from './support/discovery.ts';
import { baseURL, member, pageOf } from './support/members.ts';

const WORDS = {
  sw: {
    settings: 'Mipangilio',
    row: /^Faragha Data yako/,
    title: 'Faragha',
    download: 'Pakua data yangu',
    preparing: 'Inaandaliwa',
    ready: 'Iko tayari',
    downloadLink: /^Pakua/,
    consents: 'Tunachoweza kukutumia',
    consent: 'Ofa kwa SMS',
    deleteOpen: 'Futa akaunti yangu',
    removed: 'Kinachoondolewa',
    kept: 'Kile sheria inachotutaka tuhifadhi, bila jina lako',
    continue: 'Endelea',
    password: 'Nenosiri lako',
    passwordRequired: 'Weka nenosiri lako ili kufuta akaunti yako.',
    confirm: 'Futa akaunti yangu kabisa',
    deleted: 'Akaunti yako imefutwa.',
    notice: 'Taarifa ya faragha',
    terms: 'Masharti ya matumizi',
    version: (v: string) => new RegExp(`^Toleo ${v}, linatumika kuanzia \\d+ \\S+ \\d{4}$`),
  },
  en: {
    settings: 'Settings',
    row: /^Privacy Your data/,
    title: 'Privacy',
    download: 'Download my data',
    preparing: 'Being prepared',
    ready: 'Ready',
    downloadLink: /^Download/,
    consents: 'What we may send you',
    consent: 'Offers by SMS',
    deleteOpen: 'Delete my account',
    removed: 'What goes',
    kept: 'What the law makes us keep, without your name',
    continue: 'Continue',
    password: 'Your password',
    passwordRequired: 'Enter your password to delete your account.',
    confirm: 'Delete my account for good',
    deleted: 'Your account was deleted.',
    notice: 'Privacy notice',
    terms: 'Terms of use',
    version: (v: string) => new RegExp(`^Version ${v}, in force from \\d+ \\S+ \\d{4}$`),
  },
} as const;

const fits = async (page: Page) => expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

for (const { width, language } of [
  { width: 360, language: 'sw' },
  { width: 1280, language: 'en' },
] as const) {
  test(`a member takes a copy of their data, keeps a consent and deletes their account (${language}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[language];
    const { context, who } = await member(browser, width, language, 'privacy');
    const page = await pageOf(context);

    // Settings → Privacy.
    await page.goto('/settings');
    const row = page.getByRole('link', { name: w.row });
    await expect(row).toBeVisible();
    await screenshot(page, `privacy-settings-${language}-${width}`);
    await row.click();
    await expect(page).toHaveURL('/settings/privacy');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const exportPart = page.getByRole('region', { name: w.download });
    const consents = page.getByRole('region', { name: w.consents });
    const deletePart = page.getByRole('region', { name: w.deleteOpen });
    // Every consent starts off (opt-in); WhatsApp is not offered, this server has no WhatsApp account.
    await expect(consents.getByRole('switch')).toHaveCount(4);
    for (const item of await consents.getByRole('switch').all())
      await expect(item).toHaveAttribute('aria-checked', 'false');
    await screenshot(page, `privacy-centre-${language}-${width}`);
    await fits(page);
    await expectNoSeriousViolations(page, `privacy centre ${language} ${width}`);

    // A copy of my data: one button, then the copy being built, then ready (the list polls).
    await exportPart.getByRole('button', { name: w.download }).click();
    await expect(
      exportPart
        .getByText(w.preparing, { exact: true })
        .or(exportPart.getByText(w.ready, { exact: true }))
        .first(),
    ).toBeVisible();
    const link = exportPart.getByRole('link', { name: w.downloadLink });
    await expect(link).toBeVisible({ timeout: 45_000 });
    await expect(exportPart.getByText(w.ready, { exact: true })).toBeVisible();
    await screenshot(page, `privacy-export-ready-${language}-${width}`);
    const downloading = page.waitForEvent('download');
    await link.click();
    const file = await (await downloading).path();
    const bytes = await readFile(file);
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // A consent, turned on, is still on after a reload.
    const sms = consents.getByRole('switch', { name: w.consent });
    await sms.click();
    await expect(sms).toHaveAttribute('aria-checked', 'true');
    await expect(sms).toHaveAttribute('aria-disabled', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: w.consent })).toHaveAttribute('aria-checked', 'true');

    // Deleting: what goes and what is kept first, then the password.
    await deletePart.getByRole('button', { name: w.deleteOpen, exact: true }).click();
    await expect(deletePart.getByRole('heading', { name: w.removed })).toBeVisible();
    await expect(deletePart.getByRole('heading', { name: w.kept })).toBeVisible();
    await deletePart.getByRole('button', { name: w.continue }).click();
    await deletePart.getByRole('button', { name: w.confirm }).click();
    await expect(deletePart.getByText(w.passwordRequired)).toBeVisible();
    await deletePart.getByLabel(w.password).fill(who.password);
    await deletePart.scrollIntoViewIfNeeded();
    await screenshot(page, `privacy-delete-${language}-${width}`);
    await fits(page);
    await expectNoSeriousViolations(page, `privacy deletion ${language} ${width}`);
    await deletePart.getByRole('button', { name: w.confirm }).click();

    // Signed out and sent home; the account's password no longer signs in.
    await expect(page).toHaveURL('/');
    await expect(page.getByText(w.deleted)).toBeVisible();
    const stranger = await newRequest.newContext({ baseURL: baseURL() });
    const signIn = await stranger.post('/api/auth/signin', {
      data: { email: who.email, password: who.password },
      headers: { origin: baseURL() },
    });
    expect(signIn.ok(), await signIn.text()).toBe(false);
    await stranger.dispose();
    await context.close();
  });

  test(`the privacy notice and the terms show their version and date (${language}, ${width} px)`, async ({
    browser,
  }) => {
    const w = WORDS[language];
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 800 } });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL() }]);
    const page = await pageOf(context);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, title, name, version] of [
      ['/privacy', w.notice, 'notice', PRIVACY_VERSION],
      ['/terms', w.terms, 'terms', TERMS_VERSION],
    ] as const) {
      // The server draws it whole: read without the app (from a link, a search engine, a regulator).
      const drawn = await (await context.request.get(path)).text();
      expect(drawn).toContain(`>${title}</h1>`);
      expect(drawn.match(/<h2 /g)?.length ?? 0).toBeGreaterThan(5);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(w.version(version))).toBeVisible();
      // Its long text came as its own chunk: the sections are there.
      await expect(page.getByRole('heading', { level: 2 }).nth(5)).toBeVisible();
      await screenshot(page, `privacy-${name}-${language}-${width}`);
      await fits(page);
      await expectNoSeriousViolations(page, `${name} ${language} ${width}`);
    }
    // Sign-up says what a person accepts, with links to both.
    await page.goto('/sign-up');
    await expect(page.getByRole('link', { name: w.terms.toLowerCase() })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: w.notice.toLowerCase() })).toHaveAttribute('href', '/privacy');
    await screenshot(page, `privacy-sign-up-terms-${language}-${width}`);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
}
