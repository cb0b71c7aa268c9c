import { contracts } from '@nyumba/domain';
import type { AppInstance, RouteEntry } from '../src/app-types.ts';
import { API_DOCS_PREFIX } from '../src/plugins/api-docs.ts';

/** An address clients call for data (the API), as opposed to a page or the static app. */
export const isApiUrl = (url: string) =>
  /^\/(?:api(?:\/|$)|upload$|images\/)/.test(url) && !url.startsWith(API_DOCS_PREFIX);

/**
 * Routes whose answer never ends (server-sent events): a walk that injects requests signed
 * in would wait on them forever. message-stream.test.ts tests them over real connections.
 */
export const ENDLESS_ROUTES = new Set(['GET /api/messages/stream']);
export const isEndless = (route: RouteEntry) => ENDLESS_ROUTES.has(`${route.method} ${route.url}`);

/** Every API route as its contract describes it. */
export const contractRoutes = (): RouteEntry[] =>
  contracts.map((c) => ({ method: c.method, url: c.path, access: c.access, contract: c.id }));

/**
 * What the suites walk: the API from the contracts, then the live routes no contract
 * describes (pages, the docs page). HEAD mirrors GET; wildcards serve static files.
 */
export function routesUnderTest(app: AppInstance): RouteEntry[] {
  const others = app.routeTable.filter(
    (r) => r.method !== 'HEAD' && !r.url.includes('*') && !isApiUrl(r.url) && r.contract === undefined,
  );
  return [...contractRoutes(), ...others];
}

/**
 * Where the live route table and the contracts disagree: an API route registered
 * without its contract, a contract with no route, or a route that differs from it.
 */
export function contractDrift(app: AppInstance): string[] {
  const live = app.routeTable.filter((r) => r.method !== 'HEAD' && isApiUrl(r.url));
  const problems: string[] = [];
  for (const route of live) {
    const contract = contracts.find((c) => c.method === route.method && c.path === route.url);
    if (!contract) problems.push(`${route.method} ${route.url} has no contract`);
    else if (route.contract !== contract.id) problems.push(`${route.method} ${route.url} was not registered from it`);
    else if (route.access !== contract.access) problems.push(`${route.method} ${route.url} access ${route.access}`);
  }
  for (const contract of contracts) {
    if (!live.some((r) => r.method === contract.method && r.url === contract.path)) {
      problems.push(`${contract.id} (${contract.method} ${contract.path}) has no route`);
    }
  }
  return problems;
}
