// A drawn page carries only the rules its markup uses (docs/decisions/0036): each public
// page must look exactly as it does with the whole stylesheet, at a phone's width and a
// desk's, before any code runs; once the app starts, the whole stylesheet is loaded.
import { expect, test, type Page } from '@playwright/test';
import { blockOtherHosts } from './support/fixtures.ts';

/** Every element's box and the properties that make its look, in document order. */
const looks = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'), (element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const props = [
        'display',
        'position',
        'color',
        'background-color',
        'background-image',
        'border-top-color',
        'border-top-width',
        'border-radius',
        'font-size',
        'font-weight',
        'line-height',
        'opacity',
        'visibility',
        'box-shadow',
        'transform',
        'overflow-x',
        'z-index',
        'object-fit',
      ].map((name) =>
        // An animation's frame is the moment's, not the rules'.
        name === 'opacity' && style.animationName !== 'none' ? style.animationName : style.getPropertyValue(name),
      );
      const place = [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${place.join(',')} ${props.join('|')}`;
    }),
  );

async function pages(page: Page): Promise<string[]> {
  const search = async (type: string) =>
    (
      (await (await page.request.get(`/api/listing/search?limit=1&type=${type}`)).json()) as {
        listings: { _id: string; userRef: string }[];
      }
    ).listings[0]!;
  const [home, bnb, service] = [await search('rentals'), await search('bnbs'), await search('technicians')];
  return [
    '/',
    '/search?type=rentals',
    `/listing/${home._id}`,
    `/listing/${bnb._id}`,
    `/listing/${service._id}`,
    `/u/${home.userRef}`,
    '/map',
  ];
}

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`each drawn page looks the same with its own rules as with the whole stylesheet (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height }, hasTouch: width < 1000 });
    const page = await context.newPage();
    await blockOtherHosts(page, baseURL);
    // The page as the server drew it: none of the app runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    for (const address of await pages(page)) {
      await page.goto(address, { waitUntil: 'load' });
      const own = await page.locator('style[data-page]').textContent();
      const whole = page.locator('link[rel="stylesheet"][disabled]');
      await expect(whole, address).toHaveCount(1);
      const drawn = await looks(page);
      await whole.evaluate(
        (link: HTMLLinkElement) =>
          new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true });
            link.disabled = false;
          }),
      );
      // Style rules, counted through the at-rules that hold them.
      const size = await page.evaluate(() => {
        const count = (rules: CSSRuleList): number =>
          Array.from(rules).reduce(
            (sum, rule) => sum + (rule instanceof CSSGroupingRule ? count(rule.cssRules) : 1),
            0,
          );
        const sheet = Array.from(document.styleSheets).find((each) => each.href?.includes('/assets/'));
        return sheet ? count(sheet.cssRules) : 0;
      });
      // The whole stylesheet applied, and the page's own copy is a part of it.
      expect(own!.length, address).toBeLessThan(45_000);
      expect(size, address).toBeGreaterThan(500);
      expect(await looks(page), address).toEqual(drawn);
    }
    await context.close();
  });
}
