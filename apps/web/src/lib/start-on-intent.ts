/*
 * Starting a drawn page's app when the visitor starts using it
 * (docs/decisions/0032-start-on-intent.md).
 *
 * A page the server drew is complete for the eye, and its links and photos work
 * without code. Until the visitor touches, types, focuses, scrolls or moves a mouse,
 * nothing of the app runs: a phone spends its first seconds on the page's photos, not
 * on code nobody has used yet. Its files are fetched meanwhile (at the lowest priority,
 * once the page has loaded), so starting needs no round trip.
 *
 * A tap that lands while the app is starting is held (a tap on a button would otherwise
 * do nothing: its handler is not attached yet) and played again on the same element
 * once the app is live. A plain link keeps its own meaning: the browser follows it, and
 * the next page is drawn by the server as this one was.
 */

import { wholeStylesheets } from './page-styles';

/** What a visitor does first that says they are using the page. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** The address of each file the app's start needs, as the build listed them in the page. */
export function startFiles(): string[] {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="app-start"]')?.content ?? '';
  return listed.split(/\s+/).filter((file) => file.startsWith('/'));
}

/** When the main thread is idle (a task now where the browser cannot say). */
const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then) : setTimeout(then, 0);

/**
 * Asks for the start's files at the lowest priority, so starting later finds them cached:
 * one file per idle moment, since each request costs the main thread a little (ten in one
 * go were 8 ms of one task unthrottled, over 100 ms on a throttled phone).
 */
export function prefetchStart(): void {
  // The whole stylesheet too, where the page carries only its own rules (lib/page-styles).
  const files = [...startFiles(), ...wholeStylesheets().flatMap((link) => link.getAttribute('href') ?? [])];
  const next = () => {
    const href = files.shift();
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // The same request mode as a module script's, so the module finds this copy (a
    // stylesheet's link asks without it).
    if (!href.endsWith('.css')) link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
    whenIdle(next);
  };
  whenIdle(next);
}

/**
 * Makes the part of the page around an element live (lib/hydration-line's `hydrateAround`):
 * what the app's start hands back, so this file needs none of the app's code.
 */
export type MakeLive = (element: Element) => Promise<void>;

/** A field the visitor changed: what the server drew is no longer what it holds. */
function changed(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (!(field instanceof HTMLInputElement)) return false;
  return field.type === 'checkbox' || field.type === 'radio'
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;
}

/**
 * What was typed while the app started is in the page's fields, but not in the app's
 * state, which the server's page set: each changed field is told to the app as input,
 * so a search sent next searches for what the box shows.
 */
async function tellTyped(makeLive: MakeLive): Promise<void> {
  for (const field of document.querySelectorAll('input, textarea, select')) {
    if (!changed(field)) continue;
    await makeLive(field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** A click the browser can carry out on its own: a link to a page, opened as a page. */
function followsItself(event: MouseEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  // A link whose meaning is a script's (a button drawn as a link) is held like a button.
  return !link.getAttribute('href')?.startsWith('#') && link.getAttribute('role') !== 'button';
}

/**
 * Runs `start` on the first sign of use. Taps and form submissions made while it runs
 * are held and played again, in order, once `start` has resolved (the app is live).
 */
export function startOnIntent(start: () => Promise<MakeLive>): void {
  const held: Element[] = [];

  const hold = (event: Event) => {
    if (event.type === 'click' && followsItself(event as MouseEvent)) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };

  const replay = async (makeLive: MakeLive) => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    await tellTyped(makeLive);
    for (const target of held.splice(0)) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) {
        target.requestSubmit();
        continue;
      }
      await makeLive(target);
      // Dispatched, not `.click()`: the target may be an icon inside a button, and the
      // handlers must see the element the finger was on.
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    }
  };

  // Once: every listener that could call it again goes first.
  const begin = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, begin, true);
    window.removeEventListener('pointermove', onPointerMove, true);
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    // Had the app failed to start, what was held is let go: the browser's own meaning of
    // each tap (a button does nothing, a form is sent as a page) is all there is.
    start().then(
      (makeLive) => void replay(makeLive),
      () => void replay(async () => {}),
    );
  };
  // A mouse that moves is a visitor at a desk, about to point at something; a finger's
  // pointer moves only once it is down, which pointerdown has already said.
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') begin();
  };
  window.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });
  for (const type of INTENT_EVENTS) window.addEventListener(type, begin, { capture: true, passive: true });
}
