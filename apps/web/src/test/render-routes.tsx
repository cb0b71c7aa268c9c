import type { PublicConfig } from '@nyumba/domain';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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

/** The public configuration as the server answers it. */
export function configResponse(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    imageBaseUrl: '',
    mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
    mapAttribution: 'OSM',
    googleSignIn: false,
    contactPhone: '+254 700 000 000',
    contactEmail: 'hello@nyumba.co.ke',
    featurePrices: { 7: 500, 30: 1500 },
    paymentsTestMode: true,
    ...overrides,
  };
}

/** A promise the test settles by hand, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
