import { expect, type Page } from '@playwright/test';

interface Box {
  what: string;
  bottom: number;
}

interface Clearance {
  /** Top of whatever is fixed over the bottom of the screen: the bottom bar, or a bar fixed above it. */
  coverTop: number;
  coverWhat: string;
  lastContent: Box | null;
  lastFocusable: Box | null;
}

/**
 * Scrolls to the very bottom and measures, in the page: the last element of <main>
 * with a visible box, and the last one a keyboard can reach, against the top of the
 * fixed bottom bar (or of a bar a screen fixes just above it, like the post
 * editor's Submit). Fixed layers themselves are not content that can be covered.
 */
async function measure(page: Page): Promise<Clearance> {
  // Content that loads as it nears the screen (home's featured cards) grows the page:
  // scroll to the end until no loading skeleton is left and the page stops growing.
  let height = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          return document.querySelector('main .animate-pulse') ? -1 : document.documentElement.scrollHeight;
        });
        const settled = now !== -1 && now === height;
        height = now;
        return settled;
      },
      { intervals: [500, 500, 1000] },
    )
    .toBe(true);
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `<${el.localName}${el.id ? `#${el.id}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const isFixed = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const shows = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // sr-only text is a 1 px clipped box: read by screen readers, not covered for anyone.
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const bar = document.querySelector('[data-nav-item]')!.closest('nav')!;
    let coverTop = bar.getBoundingClientRect().top;
    let coverWhat = 'the bottom bar';
    const main = document.querySelector('main')!;
    const elements = Array.from(main.querySelectorAll('*'));
    for (const el of elements) {
      if (getComputedStyle(el).position !== 'fixed' || !shows(el)) continue;
      const box = el.getBoundingClientRect();
      // A bar fixed just above the bottom bar covers what scrolls under it too.
      if (box.bottom >= coverTop - 24 && box.top > window.innerHeight / 2 && box.top < coverTop) {
        coverTop = box.top;
        coverWhat = describe(el);
      }
    }
    const content = elements.filter((el) => shows(el) && !isFixed(el));
    const focusable = content.filter((el) =>
      el.matches(
        'a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, [contenteditable=true], [tabindex]:not([tabindex="-1"])',
      ),
    );
    const box = (el: Element | undefined) =>
      el ? { what: describe(el), bottom: el.getBoundingClientRect().bottom } : null;
    return { coverTop, coverWhat, lastContent: box(content.at(-1)), lastFocusable: box(focusable.at(-1)) };
  });
}

/** Nothing in <main> ends under the fixed bottom bar once the page is scrolled to its end. */
export async function expectClearOfBottomBar(page: Page, label: string): Promise<void> {
  const m = await measure(page);
  expect(m.lastContent, `${label}: <main> shows something`).not.toBeNull();
  // Half a pixel for subpixel layout.
  for (const [kind, box] of [
    ['last content', m.lastContent],
    ['last focusable', m.lastFocusable],
  ] as const) {
    if (!box) continue;
    expect(
      box.bottom,
      `${label}: ${kind} ${box.what} ends at ${box.bottom}, under ${m.coverWhat} at ${m.coverTop}`,
    ).toBeLessThanOrEqual(m.coverTop + 0.5);
  }
}
