import type { Locator, Page } from '@playwright/test';
import { capture, expect } from './fixtures.ts';

/** Where focus is after one press of Tab, and what is wrong with how it shows. */
export interface FocusStop {
  /** Role or tag and name, e.g. `button "Sign In"`. */
  label: string;
  /** Empty when the focus is visible; otherwise why a sighted keyboard user cannot see it. */
  problems: string[];
  /** The element had focus before in this walk: focus went round or is stuck. */
  repeat: boolean;
}

/**
 * Reads the focused element in the page: its name, whether it has a focus indicator
 * (a visible outline, or a box-shadow ring with a spread), whether an ancestor that
 * clips its overflow cuts the ring off on more than one side, and whether something
 * else covers it (the fixed bottom bar, another marker). Waits for a running outline
 * or box-shadow transition so the finished ring is judged.
 */
export function focusedStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const transitions = element
      .getAnimations()
      .filter(
        (animation) => animation instanceof CSSTransition && /outline|box-shadow/.test(animation.transitionProperty),
      );
    await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));

    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    const name =
      text(element.getAttribute('aria-label')) ||
      text(labelledBy) ||
      text((element as HTMLInputElement).labels?.[0]?.textContent) ||
      text(element.getAttribute('placeholder')) ||
      text(element.getAttribute('title')) ||
      text(element.textContent);
    const label = `${element.getAttribute('role') ?? element.localName} "${name}"`;

    const seen = ((window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen ??= new WeakSet());
    const repeat = seen.has(element);
    seen.add(element);

    const problems: string[] = [];
    const style = getComputedStyle(element);
    // Computed colours come as rgb(), rgba() or, for Tailwind 4's palette, oklch(... / alpha).
    const opaque = (color: string) => {
      if (color === 'transparent') return false;
      const alpha = /\/\s*([\d.]+)%?\s*\)$/.exec(color) ?? /^rgba\(.*,\s*([\d.]+)\)$/.exec(color);
      return !alpha || Number(alpha[1]) > 0;
    };
    const outlineWidth = parseFloat(style.outlineWidth) || 0;
    const outline = style.outlineStyle !== 'none' && outlineWidth >= 2 && opaque(style.outlineColor);
    // A ring is a shadow with a spread (Tailwind's ring-*); a soft drop shadow is not a focus indicator.
    // Shadows are separated by the commas outside a colour's parentheses.
    const shadows: string[] = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < style.boxShadow.length; i += 1) {
      const char = style.boxShadow[i];
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if (char === ',' && depth === 0) {
        shadows.push(style.boxShadow.slice(from, i));
        from = i + 1;
      }
    }
    shadows.push(style.boxShadow.slice(from));
    const ring = shadows
      .map((shadow) => /^\s*([a-z]+\([^)]*\)|[a-z]+)\s+(\S.*)$/.exec(shadow))
      .some((parts) => parts !== null && opaque(parts[1]!) && (parseFloat(parts[2]!.split(/\s+/)[3] ?? '0') || 0) >= 2);
    if (!outline && !ring)
      problems.push(
        `no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`,
      );

    const box = element.getBoundingClientRect();
    if (outline) {
      const reach = outlineWidth + (parseFloat(style.outlineOffset) || 0);
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const clip = getComputedStyle(parent);
        if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        const inner = {
          left: frame.left + parent.clientLeft,
          top: frame.top + parent.clientTop,
          right: frame.left + parent.clientLeft + parent.clientWidth,
          bottom: frame.top + parent.clientTop + parent.clientHeight,
        };
        // Room for the ring on each side; a side where the element itself runs past the frame
        // (a marker at the map's edge, a card scrolled half out) does not count against it.
        const room = [box.left - inner.left, box.top - inner.top, inner.right - box.right, inner.bottom - box.bottom];
        const cut = room.filter((space) => space >= 0 && reach > 0 && space < Math.min(reach, 2)).length;
        if (cut > 1)
          problems.push(
            `focus ring cut off on ${cut} sides by ${parent.localName}.${String(parent.className).split(' ').slice(0, 3).join('.')}`,
          );
      }
    }

    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (
      box.width > 0 &&
      hit &&
      !element.contains(hit) &&
      !hit.contains(element) &&
      !(hit as HTMLLabelElement).control?.isSameNode(element)
    ) {
      problems.push(
        `covered by ${hit.localName}.${String(hit.getAttribute('class') ?? '')
          .split(' ')
          .slice(0, 3)
          .join('.')}`,
      );
    }
    return { label, problems, repeat };
  });
}

/**
 * Visible controls that Tab should reach but the walk did not: links, buttons, fields
 * and anything with a tabindex of 0 or more, not disabled, not inside an inert or
 * hidden part of the page.
 */
export function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen ?? new WeakSet();
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [tabindex], [contenteditable="true"]',
    );
    return (
      Array.from(candidates)
        .filter(
          (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !element.closest('[inert]'),
        )
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => !seen.has(element))
        // A radio group is one Tab stop (its checked radio); the arrows move within it.
        .filter(
          (element) =>
            !(
              element instanceof HTMLInputElement &&
              element.type === 'radio' &&
              element.name &&
              Array.from(
                document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(element.name)}"]`),
              ).some((radio) => radio.form === element.form && seen.has(radio))
            ),
        )
        .map(
          (element) =>
            `${element.getAttribute('role') ?? element.localName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`,
        )
    );
  });
}

/**
 * Presses Tab from the top of the page until focus comes back round to the first
 * control (or `limit` presses), reading every stop. A stop focused twice before the
 * walk is round means focus is stuck: a keyboard trap.
 */
export async function tabRound(page: Page, limit = 150): Promise<{ stops: FocusStop[]; trappedAt: string | null }> {
  await page.evaluate(() => {
    delete (window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen;
  });
  const stops: FocusStop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue; // Focus left the page for the browser's own controls, between rounds.
    if (stop.repeat) {
      return { stops, trappedAt: stop.label === stops[0]?.label ? null : stop.label };
    }
    stops.push(stop);
  }
  return { stops, trappedAt: `still going after ${limit} presses` };
}

/** The viewport as it is, to judge how a focus ring looks. */
export const focusShot = (page: Page, name: string) => capture(page, `keyboard-${name}`);

/** Presses Tab until `target` has focus; fails if it takes more than `limit` presses. */
export async function tabTo(page: Page, target: Locator, { shift = false, limit = 40 } = {}) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of ${shift ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * Tab and Shift+Tab, each pressed more times than the dialog has controls: focus never
 * leaves it and always shows. Then Escape closes it and focus is back on the opener.
 */
export async function expectModal(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const controls = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= controls; press += 1) {
      await page.keyboard.press(key);
      const stop = await focusedStop(page);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} ${press + 1} stays in the dialog`,
      ).toBe(true);
      expect(stop?.problems, `${stop?.label}`).toEqual([]);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
