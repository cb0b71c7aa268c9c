import type { DehydratedState } from '@tanstack/react-query';
import { sessionUserId, toSessionUser, useSessionStore, type SessionUser } from '../features/auth';
import { pageData } from '../lib/page-data';

export interface ServerHydration {
  queries: DehydratedState;
  viewer: SessionUser | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a server-rendered page was drawn from (page data `ssr`, written by
 * src/entry-server.tsx), or undefined for a page the browser draws alone.
 */
export function serverHydrationData(): ServerHydration | undefined {
  const ssr = pageData('ssr');
  if (!isRecord(ssr) || !isRecord(ssr.queries) || !Array.isArray(ssr.queries.queries)) return undefined;
  // The answers are as current as the page: the server drops a kept copy of a page
  // as soon as any listing changes (pages/page-kit.ts). Dated by when the copy was
  // drawn, up to a minute back, they would count as stale (30 s) and every query
  // on the page would be fetched again the moment it hydrated.
  const servedAt = Math.round(performance.timeOrigin);
  const queries = ssr.queries.queries.map((query: unknown) =>
    isRecord(query) && isRecord(query.state)
      ? {
          ...query,
          state: { ...query.state, dataUpdatedAt: Math.max(Number(query.state.dataUpdatedAt) || 0, servedAt) },
        }
      : query,
  );
  return {
    queries: { ...ssr.queries, queries } as unknown as DehydratedState,
    viewer: ssr.viewer == null ? null : toSessionUser(ssr.viewer),
  };
}

/**
 * The server read this request's session cookie, so it knows better than the copy
 * kept in this browser: a session that expired signs the browser out, and one made
 * elsewhere (Google's return, another tab) signs it in.
 */
export function adoptServerViewer(viewer: SessionUser | null): void {
  const store = useSessionStore.getState();
  if (sessionUserId(store.currentUser) === sessionUserId(viewer)) return;
  if (viewer) store.setUser(viewer);
  else store.clearUser();
}
