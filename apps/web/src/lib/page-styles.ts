/*
 * A drawn page carries only the rules its own markup uses (the server's
 * modules/pages/page-styles.ts, docs/decisions/0036-a-page-carries-its-own-rules.md);
 * its <style> says so with `data-page`. The app may draw any screen, so starting there
 * it loads the whole stylesheet, which the page links but keeps disabled.
 */

/** The whole stylesheet's links a drawn page keeps disabled, when it carries only its own rules. */
export function wholeStylesheets(): HTMLLinkElement[] {
  if (!document.querySelector('style[data-page]')) return [];
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
}

/** How long the start waits for the whole stylesheet on a connection that stalls. */
const WAIT_MS = 5_000;

/**
 * Enables the whole stylesheet and resolves once it applies, so nothing the app draws is
 * shown without its rules. A stylesheet that cannot load (offline, never fetched) or
 * stalls is not waited for: the page's own rules still show what is on it, and a live
 * app with a screen drawn late is better than none.
 */
export function loadWholeStylesheet(): Promise<void> {
  return Promise.all(
    wholeStylesheets().map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, WAIT_MS);
          link.disabled = false;
        }),
    ),
  ).then(() => undefined);
}
