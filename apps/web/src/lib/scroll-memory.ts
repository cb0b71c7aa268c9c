/**
 * Where each page was scrolled to when the document was left (a tap on a link the app had
 * not made live yet leaves by a full page load), kept for this tab. Back then loads the page
 * afresh, drawn short at first: the router's own restoration clamps at its height, so the
 * screen puts the place back itself once its content is drawn (features/search
 * use-keep-scroll.ts). Keyed by the history entry, as the router keys its own.
 */
const KEY = 'nyumba.scroll';
const KEPT = 30;

/** Where a page was left: its scroll, and the first item in view with how far down it was. */
export interface LeftAt {
  top: number;
  /** `data-scroll-anchor` of the first marked item whose bottom was in view. */
  anchor?: string;
  /** That item's distance from the top of the window. */
  offset?: number;
}

const entryKey = () => {
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return `${window.location.pathname}${window.location.search}#${typeof key === 'string' ? key : ''}`;
};

function read(): Record<string, LeftAt> {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, LeftAt>) : {};
  } catch {
    return {};
  }
}

/** The first marked item in view: layout above it may change on the way back, it does not. */
function anchorInView(): Pick<LeftAt, 'anchor' | 'offset'> {
  for (const element of document.querySelectorAll<HTMLElement>('[data-scroll-anchor]')) {
    const box = element.getBoundingClientRect();
    if (box.bottom > 0) return { anchor: element.dataset.scrollAnchor, offset: box.top };
  }
  return {};
}

/** Listens for the document being left; set up at the app's start, before anything is live. */
export function rememberScrollOnLeave(): void {
  window.addEventListener('pagehide', () => {
    try {
      const all = read();
      delete all[entryKey()];
      all[entryKey()] = { top: window.scrollY, ...anchorInView() };
      const entries = Object.entries(all).slice(-KEPT);
      sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
    } catch {
      // Storage full or refused: the page opens at its top, as before.
    }
  });
}

/** Whether this document was loaded by Back or Forward (not a link, a reload or a typed address). */
export function loadedByBackForward(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

/** Where the current history entry's page was left, when the document was left from it. */
export function scrollWhenLeft(): LeftAt | undefined {
  const left = read()[entryKey()];
  return left && Number.isFinite(left.top) ? left : undefined;
}

/** The scroll that puts the page back as it was left: by its anchor when drawn, else the number. */
export function scrollFor(left: LeftAt): number | undefined {
  if (left.anchor === undefined || left.offset === undefined) return left.top;
  const element = document.querySelector<HTMLElement>(`[data-scroll-anchor="${CSS.escape(left.anchor)}"]`);
  return element ? window.scrollY + element.getBoundingClientRect().top - left.offset : undefined;
}
