import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/providers';

/** Renders `routes` in a memory router with a fresh query cache, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

export type ApiHandler = (request: { body: unknown; init: RequestInit }) => Response | Promise<Response>;

/**
 * Stubs fetch at the network boundary: handlers keyed "METHOD /path" answer, anything
 * else fails the test loudly. Returns the mock to inspect the calls made.
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({ body, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The public configuration as the server answers it. */
export function configResponse(overrides: Record<string, unknown> = {}) {
  return Response.json({
    imageBaseUrl: '',
    mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
    mapAttribution: 'OSM',
    googleSignIn: false,
    contactPhone: '+254 700 000 000',
    contactEmail: 'hello@nyumba.co.ke',
    ...overrides,
  });
}

/** A promise the test settles by hand, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
