/**
 * What the service worker (sw.ts) does with each request, as a pure function so the
 * rules are unit-tested (cache-rules.test.ts) rather than trusted.
 *
 * - `page`: a navigation. Network first (a few seconds), then the copy kept from the last
 *   visit, then the offline page. Kept: the last PAGE_LIMIT pages.
 * - `data`: the API answers the offline screens read (listings, saved listings, posts).
 *   Network first, then the kept copy.
 * - `asset`: the built, content-hashed code and styles: never change, so cache first.
 * - `photo`: store photos in the small widths cards and lists use (320 and 640 px):
 *   cache first, the last PHOTO_LIMIT, for PHOTO_MAX_AGE_MS.
 * - `large-photo`: the wide variants (720, 960, 1280 px) a listing's page shows: never kept
 *   (they would fill the phone), but offline the kept small copy of the same photo stands in.
 * - `shell`: the files this build precached (the app's page shell, the offline page, the
 *   manifest, the icons): cache first, so the offline page's own logo shows offline.
 * - `network`: everything else, never kept: any write (POST, PUT, DELETE), sign-in and
 *   the session, uploads, large photos, other hosts (map tiles), health and metrics.
 */
export type Strategy = 'page' | 'data' | 'asset' | 'photo' | 'large-photo' | 'shell' | 'network';

export const CACHES = { pages: 'pages-v1', data: 'data-v1', assets: 'assets-v1', photos: 'photos-v1' } as const;
export const PAGE_LIMIT = 30;
export const DATA_LIMIT = 80;
export const ASSET_LIMIT = 150;
export const PHOTO_LIMIT = 200;
export const PHOTO_MAX_AGE_MS = 30 * 24 * 3_600_000;
/** How long a page or answer may take before the kept copy is shown instead. */
export const NETWORK_TIMEOUT_MS = 4_000;

/** The caches that can hold what a signed-in person saw: emptied at sign-out and account deletion. */
export const PERSONAL_CACHES = [CACHES.pages, CACHES.data] as const;
/** The page's message to the worker at sign-out: empty those, and keep no answer already on its way. */
export const FORGET_PERSONAL = 'forget-personal';

// Read by the offline screens: a listing, the home page's and search's lists, saved
// listings, posts, conversations (opened recently; the data cache is personal: emptied at
// sign-out). Never the session, accounts, alerts, moderation, or the live stream.
// Written out rather than built from the contracts: importing them would carry their
// schemas (zod) into the worker, 2 KB -> 46 KB gzipped. cache-rules.test.ts holds it to
// the contracts instead: exactly OFFLINE_CONTRACT_IDS's GET addresses match, no other.
const OFFLINE_DATA =
  /^\/api\/(?:listing\/(?:search|map|getall|get\/|similar\/)|lister\/|savedListing\/my$|post\/|conversations(?:$|\/)|messages\/unread$)/;
const SMALL_PHOTO = /^\/images\/[\w/-]+-(?:320|640)\.webp$/;
const LARGE_PHOTO = /^\/images\/[\w/-]+-(?:720|960|1280)\.webp$/;
const ANY_PHOTO = /^(\/images\/[\w/-]+)-(320|640|720|960|1280)\.webp$/;

/** The kept smaller copies that can stand in for a photo offline, widest first. */
export function smallerCopies(pathname: string): string[] {
  const match = ANY_PHOTO.exec(pathname);
  if (!match) return [];
  const width = Number(match[2]);
  return [640, 320].filter((smaller) => smaller < width).map((smaller) => `${match[1]}-${smaller}.webp`);
}

/** The app's page without a drawn screen: offline, any screen of the app opens from it. */
export const APP_SHELL = '/index.html';

export interface RequestInfo {
  url: string;
  method: string;
  mode: string;
}

export function strategyFor(request: RequestInfo, origin: string, precached: readonly string[] = []): Strategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (precached.includes(url.pathname)) return 'shell';
  if (SMALL_PHOTO.test(url.pathname)) return 'photo';
  if (LARGE_PHOTO.test(url.pathname)) return 'large-photo';
  if (OFFLINE_DATA.test(url.pathname)) return 'data';
  return 'network';
}

/** Whether an answer may be kept: a whole, successful one (never an error or a redirect page). */
export function keepable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && (response.type === 'basic' || response.type === 'default');
}
