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

/** When the page's data was current: it came with the page. */
export function pageDataTime(): number {
  return Math.round(performance.timeOrigin);
}
