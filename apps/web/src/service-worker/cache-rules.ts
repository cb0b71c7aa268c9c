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
 * - `network`: everything else, never kept: any write (POST, PUT, DELETE), sign-in and
 *   the session, uploads, large photos, other hosts (map tiles), health and metrics.
 */
export type Strategy = 'page' | 'data' | 'asset' | 'photo' | 'network';

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

// Read by the offline screens: a listing, the home page's and search's lists, saved
// listings, posts. Never the session (/api/auth), accounts, alerts or moderation.
const OFFLINE_DATA = /^\/api\/(?:listing\/(?:search|map|getall|get\/|similar\/)|lister\/|savedListing\/my$|post\/)/;
const SMALL_PHOTO = /^\/images\/[\w/-]+-(?:320|640)\.webp$/;

export interface RequestInfo {
  url: string;
  method: string;
  mode: string;
}

export function strategyFor(request: RequestInfo, origin: string): Strategy {
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
  if (SMALL_PHOTO.test(url.pathname)) return 'photo';
  if (OFFLINE_DATA.test(url.pathname)) return 'data';
  return 'network';
}

/** Whether an answer may be kept: a whole, successful one (never an error or a redirect page). */
export function keepable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && (response.type === 'basic' || response.type === 'default');
}
