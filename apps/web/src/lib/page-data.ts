/**
 * Data the server put in the page for its first screen (for /listing/{id}, the
 * listing: apps/server/src/modules/pages), so that screen draws without waiting for
 * an API call that could only start once its code had loaded. Callers validate
 * what they take and check it is for the screen they draw.
 */

// What was read belongs to the block it was read from, that is to one page load: a
// document with another block (another page) starts again, and what was taken once
// from it (below) can be taken again from the new one.
let block: Element | null | undefined;
let cached: Record<string, unknown> | null = null;
const consumed = new Set<string>();

function current(): Record<string, unknown> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  if (element !== block) {
    block = element;
    cached = null;
    consumed.clear();
    try {
      if (element?.textContent) cached = JSON.parse(element.textContent) as Record<string, unknown>;
    } catch {
      // A damaged block only costs the shortcut: the screen asks the API.
    }
  }
  return cached;
}

export function pageData(key: string): unknown {
  return current()?.[key];
}

/**
 * Page data meant for the first screen only: `key`'s value when `accept` takes it and
 * it was not taken before on this page; a later visit to the screen gets undefined.
 */
export function takePageData(key: string, accept: (value: unknown) => boolean): unknown {
  const value = pageData(key);
  if (consumed.has(key) || !accept(value)) return undefined;
  consumed.add(key);
  return value;
}

/*
 * A few first-render values are chosen at random (the home tagline). A
 * server-rendered page and the browser's hydration must draw the same one, so the
 * server records its picks and sends them with the page (page data `ssr.values`).
 */
let collecting: Record<string, unknown> | null = null;

/** Server only: runs a synchronous render and returns what it drew and what it picked. */
export function collectFirstRenderValues(render: () => string): { html: string; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  collecting = values;
  try {
    return { html: render(), values };
  } finally {
    collecting = null;
  }
}

/**
 * `make()`, except on the render that hydrates a server-rendered page, which takes
 * the server's pick. Later renders (a visit to the screen later on) choose afresh.
 */
export function firstRenderValue<T>(key: string, make: () => T, isValid: (value: unknown) => value is T): T {
  if (collecting) {
    const value = make();
    collecting[key] = value;
    return value;
  }
  // Only the first render on a page, the hydrating one, may take the server's pick.
  const name = `ssr.values.${key}`;
  if (current() && !consumed.has(name)) {
    consumed.add(name);
    const fromServer = (pageData('ssr') as { values?: Record<string, unknown> } | undefined)?.values?.[key];
    if (isValid(fromServer)) return fromServer;
  }
  return make();
}
