/**
 * Data the server put in the page for its first screen (for /listing/{id}, the
 * listing: apps/server/src/modules/pages), so that screen draws without waiting for
 * an API call that could only start once its code had loaded. Callers validate
 * what they take and check it is for the screen they draw.
 */
let cached: Record<string, unknown> | null | undefined;

export function pageData(key: string): unknown {
  if (cached === undefined) {
    cached = null;
    const text = typeof document === 'undefined' ? null : document.getElementById('page-data')?.textContent;
    try {
      if (text) cached = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // A damaged block only costs the shortcut: the screen asks the API.
    }
  }
  return cached?.[key];
}

/*
 * A few first-render values are chosen at random (the home tagline). A
 * server-rendered page and the browser's hydration must draw the same one, so the
 * server records its picks and sends them with the page (page data `ssr.values`).
 */
let collecting: Record<string, unknown> | null = null;
const consumed = new Set<string>();

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
  if (!consumed.has(key)) {
    consumed.add(key);
    const ssr = pageData('ssr') as { values?: Record<string, unknown> } | undefined;
    const fromServer = ssr?.values?.[key];
    if (isValid(fromServer)) return fromServer;
  }
  return make();
}
