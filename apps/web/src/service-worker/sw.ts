/// <reference lib="webworker" />
/**
 * Nyumba's service worker, built to /sw.js by service-worker-plugin.ts (which prepends
 * VERSION and PRECACHE, the app shell of this build). What it keeps, and for how long,
 * is decided by cache-rules.ts; docs/decisions/0016-service-worker.md says why it is
 * hand-written.
 */
import {
  ASSET_LIMIT,
  CACHES,
  DATA_LIMIT,
  keepable,
  NETWORK_TIMEOUT_MS,
  FORGET_PERSONAL,
  PAGE_LIMIT,
  PERSONAL_CACHES,
  PHOTO_LIMIT,
  PHOTO_MAX_AGE_MS,
  APP_SHELL,
  smallerCopies,
  strategyFor,
} from './cache-rules';
import { isScreenPath } from '@nyumba/domain';

declare const self: ServiceWorkerGlobalScope;
declare const VERSION: string;
declare const PRECACHE: string[];

const SHELL = `shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const KEPT_AT = 'x-nyumba-kept-at';

self.addEventListener('install', (event) => {
  // The shell of this build, so the offline page and the code to show kept pages exist.
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set<string>([SHELL, ...Object.values(CACHES)]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      // The first visit's page is controlled at once, so what it loads is kept already.
      await self.clients.claim();
    })(),
  );
});

/** Keeps at most `limit` entries, the oldest first out. */
async function trim(name: string, limit: number): Promise<void> {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(request);
}

/** A copy stamped with when it was kept: the offline banner says how old it is. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, new Date().toISOString());
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function put(name: string, limit: number, request: Request, response: Response): Promise<void> {
  if (!keepable(response)) return;
  const cache = await caches.open(name);
  // Re-added at the end: the order of keys is the order of last use.
  await cache.delete(request);
  await cache.put(request, await stamped(response));
  await trim(name, limit);
}

function withTimeout(promise: Promise<Response>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), NETWORK_TIMEOUT_MS);
    promise.then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Counts sign-outs (FORGET_PERSONAL): an answer asked for before one is not kept after it,
 * or a request still on its way at sign-out would bring a person's data back once the
 * caches were emptied.
 */
let forgotten = 0;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== FORGET_PERSONAL) return;
  forgotten += 1;
  event.waitUntil(Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name))));
});

async function networkFirst(event: FetchEvent, name: string, limit: number, fallback?: string): Promise<Response> {
  const generation = forgotten;
  const fromNetwork = fetch(event.request);
  // Whatever happens to the answer shown, a late one still refreshes the kept copy.
  event.waitUntil(
    fromNetwork
      .then((response) => (generation === forgotten ? put(name, limit, event.request, response.clone()) : undefined))
      .catch(() => undefined),
  );
  try {
    return await withTimeout(fromNetwork);
  } catch {
    const kept =
      (await caches.match(event.request, { cacheName: name })) ??
      // Home reads nothing from its address: the installed app's start_url (/?source=pwa)
      // opens the home page kept from any visit.
      (new URL(event.request.url).pathname === '/'
        ? await caches.match(event.request, { cacheName: name, ignoreSearch: true })
        : undefined);
    if (kept) return kept;
    if (fallback) {
      // A screen of the app opened by tapping (never loaded as a page of its own): the app's
      // shell draws it from the answers kept as it was used; it says so itself when one of
      // them was never kept. Anything else gets the offline page.
      const screen = isScreenPath(new URL(event.request.url).pathname)
        ? await caches.match(APP_SHELL, { cacheName: SHELL })
        : undefined;
      const offline = screen ?? (await caches.match(fallback, { cacheName: SHELL }));
      if (offline) return offline;
    }
    return fromNetwork;
  }
}

/** Offline, the kept smaller copy of a photo stands in for it. */
async function smallerKept(request: Request): Promise<Response | undefined> {
  for (const path of smallerCopies(new URL(request.url).pathname)) {
    const kept = await caches.match(path, { cacheName: CACHES.photos });
    if (kept) return kept;
  }
  return undefined;
}

/** A wide photo from the network; offline, the kept smaller copy of it. */
async function largePhoto(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch (error) {
    const smaller = await smallerKept(event.request);
    if (smaller) return smaller;
    throw error;
  }
}

async function cacheFirst(event: FetchEvent, name: string, limit: number, maxAgeMs?: number): Promise<Response> {
  const kept = await caches.match(event.request, { cacheName: name });
  const keptAt = kept?.headers.get(KEPT_AT);
  const fresh = !maxAgeMs || (keptAt !== null && keptAt !== undefined && Date.now() - Date.parse(keptAt) < maxAgeMs);
  if (kept && fresh) return kept;
  try {
    const response = await fetch(event.request);
    event.waitUntil(put(name, limit, event.request, response.clone()));
    return response;
  } catch (error) {
    if (kept) return kept;
    const smaller = await smallerKept(event.request);
    if (smaller) return smaller;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin, PRECACHE);
  if (strategy === 'network') return;
  if (strategy === 'shell') {
    event.respondWith(caches.match(event.request, { cacheName: SHELL }).then((kept) => kept ?? fetch(event.request)));
    return;
  }
  if (strategy === 'large-photo') {
    event.respondWith(largePhoto(event));
    return;
  }
  if (strategy === 'page') event.respondWith(networkFirst(event, CACHES.pages, PAGE_LIMIT, OFFLINE_PAGE));
  else if (strategy === 'data') event.respondWith(networkFirst(event, CACHES.data, DATA_LIMIT));
  else if (strategy === 'asset') event.respondWith(cacheFirst(event, CACHES.assets, ASSET_LIMIT));
  else event.respondWith(cacheFirst(event, CACHES.photos, PHOTO_LIMIT, PHOTO_MAX_AGE_MS));
});
