import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@nyumba/domain';
import type { Params } from 'react-router';

interface RouteDataInput {
  client: QueryClient;
  params: Params;
  search: URLSearchParams;
  /** The language the page is drawn in (renders overlap, so not the app's current one). */
  language: Language;
}

/**
 * What a screen's first render reads, put into the query cache before the server draws
 * the page, so it is drawn once (entry-server.tsx). It must fill the same query keys
 * the screen's hooks use, for the viewer the first render sees: the server draws as a
 * signed-out visitor and the browser switches to the real one after hydrating.
 */
export type RouteData = (input: RouteDataInput) => Promise<unknown>;

/** Kept in a route's `handle`, which React Router passes through untouched. */
export interface RouteHandle {
  data?: RouteData;
}

export function routeDataOf(handle: unknown): RouteData | undefined {
  const data = (handle as RouteHandle | undefined)?.data;
  return typeof data === 'function' ? data : undefined;
}
