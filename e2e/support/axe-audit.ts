import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expectClearOfBottomBar } from './bottom-bar.ts';
import { faintFields } from './field-contrast.ts';
import { capture } from './fixtures.ts';
import { expect, test, type Fixture } from './signed-in-user.ts';

// How e2e/a11y.spec.ts audits a screen: axe-core at two widths, field contrast, a
// screenshot, and the same for whatever the screen opens. The visit that does it also
// holds the checks every screen owes a phone user (its status, no sideways scrolling,
// nothing left under the fixed bottom bar, no console error), so each screen is loaded
// once for all of them.

/**
 * Runs axe and fails on serious or critical violations, naming each rule, element and
 * remedy. Moderate and minor findings are attached to the report as annotations.
 * Legacy mode runs axe inside the page; the default mode opens an extra blank page per
 * analysis to merge the results of frames, which doubled this file's run time.
 */
export async function expectNoSeriousViolations(page: Page, name: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (within) builder.include(within);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${violation.help} (${violation.helpUrl})`,
      ),
    );
  const minor = results.violations.filter(
    (violation) => violation.impact !== 'serious' && violation.impact !== 'critical',
  );
  if (minor.length > 0) {
    test.info().annotations.push({
      type: `axe ${name} (moderate/minor)`,
      description: minor
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        .join('; '),
    });
  }
  expect(serious, `axe on ${name}`).toEqual([]);
}

export const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { level, name });
export const mapReady = (page: Page) => expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

/** Something a screen opens over or into itself: a dialog, a panel, a menu. */
interface Opened {
  name: string;
  /** A modal dialog makes the page behind it inert, so axe looks inside the dialog only. */
  modal: boolean;
  /** Opens it and waits until it shows. */
  open: (page: Page) => Promise<void>;
  close: (page: Page) => Promise<void>;
}

export interface Screen {
  name: string;
  url: (fixture: Fixture) => string;
  /** Waits until the content a visitor came for is on screen. */
  ready: (page: Page) => Promise<void>;
  opens?: Opened;
  /** The HTTP status the screen is served with: 200 unless it names nothing (404). */
  status?: number;
  /** A call the screen makes that fails by design (a broken link's answer), as the console logs it. */
  failedCall?: string;
}

/** A modal dialog: opened by a control, closed with Escape. */
export function dialog(
  name: string,
  opener: (page: Page) => Locator,
  title: string | RegExp,
  shown?: (dialog: Locator) => Locator,
): Opened {
  return {
    name,
    modal: true,
    open: async (page) => {
      await opener(page).click();
      const found = page.getByRole('dialog', { name: title });
      await expect(shown ? shown(found) : found).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  };
}

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
] as const;

/** At 360 px: the bottom bar shows, nothing scrolls sideways, nothing ends under the bar. */
export async function expectPhoneLayout(page: Page, name: string): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  expect((await page.locator('main').innerText()).trim().length, `${name}: <main> is empty`).toBeGreaterThan(0);
  await expect(page.getByRole('navigation').last()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await expectClearOfBottomBar(page, name);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Each screen at both widths, and whatever it opens at both widths, in one visit;
 * `consoleErrors` are the page's (the fixture's), none of which may be unexpected.
 */
export async function auditScreen(
  page: Page,
  fixture: Fixture,
  screen: Screen,
  consoleErrors: string[],
): Promise<void> {
  const status = screen.status ?? 200;
  const response = await page.goto(screen.url(fixture));
  expect(response?.status(), `${screen.name} is served with`).toBe(status);
  await screen.ready(page);
  await page.waitForLoadState('networkidle');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screen.ready(page);
    if (viewport.width === 360) await expectPhoneLayout(page, screen.name);
    await expectNoSeriousViolations(page, `${screen.name} at ${viewport.width} px`);
    expect(await faintFields(page), `fields hard to see on ${screen.name}`).toEqual([]);
    await capture(page, `a11y-${screen.name}-${viewport.width}`);
    if (!screen.opens) continue;
    await screen.opens.open(page);
    // The page behind a modal dialog is inert, and it was analysed just before.
    await expectNoSeriousViolations(
      page,
      `${screen.name} ${screen.opens.name} at ${viewport.width} px`,
      screen.opens.modal ? '[role=dialog]' : undefined,
    );
    expect(await faintFields(page), `fields hard to see on ${screen.name} ${screen.opens.name}`).toEqual([]);
    await capture(page, `a11y-${screen.name}-${screen.opens.name}-${viewport.width}`);
    await screen.opens.close(page);
  }
  // Blocked outside requests are the test's doing; a 404 screen's own answer is expected.
  const expected = (error: string) =>
    error.includes('ERR_BLOCKED_BY_CLIENT') ||
    (status === 404 && error.includes('404')) ||
    (screen.failedCall !== undefined && error.includes(screen.failedCall));
  expect(
    consoleErrors.filter((error) => !expected(error)),
    `console errors on ${screen.name}`,
  ).toEqual([]);
}
