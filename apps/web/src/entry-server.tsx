/**
 * Server rendering of the public screens (home, search, listings, blog), built by
 * `vite build --ssr` into dist-ssr/ and called by the server (apps/server, modules/
 * pages/server-render.ts). The page arrives drawn: its largest paint (the home
 * tagline, the first search photos, a listing's photo) needs no JavaScript, and the
 * browser then hydrates the same markup (main.tsx) from the data sent with it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { registerMessages, switchLanguage } from './i18n';
import { sw } from './i18n/sw';
import { serverMessages } from './i18n/sw/server-messages';
import type { Language } from '@nyumba/domain';
import { createQueryClient } from './app/providers';
import { routeDataOf } from './lib/route-data';
import { routes } from './app/router';
import type { SessionUser } from './features/auth';
import { fetchCurrentUser } from './features/auth/auth-api';
import { setApiTransport } from './lib/api-client';
import { setServerOrigin } from './lib/app-origin';
import { setDataSaver } from './lib/data-saver';
import { collectFirstRenderValues } from './lib/page-data';

/** What the browser needs to hydrate a server-rendered page (sent as page data `ssr`). */
export interface HydrationData {
  queries: DehydratedState;
  /** Who the server drew the page for; the browser adopts it before hydrating. */
  viewer: SessionUser | null;
  /** Values the first render must agree on, such as the home page's random tagline. */
  values: Record<string, unknown>;
}

export interface ServerRenderInput {
  /** Path and query string of the page. */
  url: string;
  /** Reaches this server's own API as the visitor (their cookie), for GET calls. */
  fetch: typeof fetch;
  /** The request carries a live session, so the page is drawn for that user. */
  signedIn: boolean;
  /** The site's public address (PUBLIC_URL), for absolute links such as WhatsApp's. */
  origin: string;
  /** The visitor's language: the page is drawn in it. */
  language: Language;
  /** The visitor saves data (Save-Data, or Settings): the smallest photos, map tiles on tap. */
  dataSaver?: boolean;
}

export interface ServerRender {
  html: string;
  hydration: HydrationData;
  /**
   * Queries a screen read that its routes did not declare (lib/route-data.ts), by key:
   * the page is still drawn once, showing those parts loading as the browser would,
   * which then fetches them. The server logs it; it should always be empty.
   */
  undeclared: string[];
}

// Renders overlap while they wait for the API, so each keeps its own way to reach it.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const fetchAsVisitor = requestFetch.getStore();
  if (!fetchAsVisitor) return Promise.reject(new Error('API call outside a server render'));
  return fetchAsVisitor(input, init);
});

const handler = createStaticHandler(routes);

// The server draws in either language; the browser loads Swahili only when it is needed.
registerMessages('sw', sw, serverMessages);

function draw(client: QueryClient, context: StaticHandlerContext): { html: string; values: Record<string, unknown> } {
  const router = createStaticRouter(handler.dataRoutes, context);
  return collectFirstRenderValues(() =>
    renderToString(
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    ),
  );
}

/**
 * The page's markup and hydration data, drawn once from the data its routes declare
 * (fetched together before the draw), or null when it is better drawn by the browser
 * alone: a redirect, or a screen that failed to get its data.
 */
export async function renderPage({
  url,
  fetch: fetchAsVisitor,
  signedIn,
  origin,
  language,
  dataSaver = false,
}: ServerRenderInput): Promise<ServerRender | null> {
  setServerOrigin(origin);
  return requestFetch.run(fetchAsVisitor, async () => {
    const context = await handler.query(new Request(new URL(url, 'http://nyumba.invalid')));
    if (context instanceof Response || context.errors) return null;
    // The session store is drawn from its initial state (signed out) here and in the
    // browser's hydration alike (useSyncExternalStore's server snapshot); the browser
    // then switches to this viewer at once. The API answers are already theirs.
    const client = createQueryClient();
    const search = new URL(url, 'http://nyumba.invalid').searchParams;
    const [viewer] = await Promise.all([
      signedIn ? fetchCurrentUser().catch(() => null) : null,
      // Failures stay in the queries' state: the draw below sees them.
      ...context.matches.map(({ route, params }) => routeDataOf(route.handle)?.({ client, params, search, language })),
    ]);
    // Renders overlap while they wait for data, but the draw is synchronous: the
    // language set here is the one this whole draw reads.
    switchLanguage(language);
    setDataSaver(dataSaver);
    const { html, values } = draw(client, context);
    const queries = client.getQueryCache().getAll();
    // An error screen is left to the browser, which retries and explains.
    if (queries.some((query) => query.state.status === 'error')) return null;
    // A query switched off (`enabled: false`, e.g. suggestions with no term yet) stays pending.
    const undeclared = queries
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          query.state.fetchStatus === 'idle' &&
          (query.options as { enabled?: unknown }).enabled !== false,
      )
      .map((query) => JSON.stringify(query.queryKey));
    return { html, hydration: { queries: dehydrate(client), viewer, values }, undeclared };
  });
}
