import { contracts } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app-types.ts';
import { API_DOCS_PREFIX } from '../src/plugins/api-docs.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * The OpenAPI document is made from the routes registered through their contracts:
 * every API route is in it, with its method and params, and nothing else is.
 */

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let doc: Document;
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await ctx.close();
});

/** Routes a client calls: what the contracts describe (HEAD mirrors GET; the reference page is a page). */
const apiRoutes = (): RouteEntry[] =>
  ctx.app.routeTable.filter(
    (r) => r.method !== 'HEAD' && /^\/(?:api\/|api$|upload|images\/)/.test(r.url) && !r.url.startsWith(API_DOCS_PREFIX),
  );

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operations(): { key: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document with as many operations as the API has routes, each one of them', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const routes = apiRoutes();
    const documented = operations().map((o) => o.key);
    expect(documented.length).toBe(routes.length);
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
    expect(routes.length).toBe(contracts.length);
  });

  it("lists every route's path params, required, and names its operation after the contract", () => {
    for (const route of apiRoutes()) {
      const operation = doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      expect(operation.operationId).toBe(route.contract);
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
      const named = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(inPath.map((p) => p.name).sort(), route.url).toEqual(named.sort());
      expect(inPath.every((p) => p.required)).toBe(true);
    }
  });

  it('describes query strings, bodies, answers and who may call', () => {
    const search = doc.paths['/api/listing/search']!.get!;
    expect(search.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['searchTerm', 'type', 'bedrooms', 'minPrice', 'maxPrice', 'limit', 'cursor', 'sort']),
    );
    expect(search.responses['200']!.content).toHaveProperty('application/json');
    expect(search.security).toBeUndefined();

    const create = doc.paths['/api/listing/create']!.post!;
    expect(create.requestBody!.content).toHaveProperty('application/json');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '429']));
    expect(create.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);

    const upload = doc.paths['/upload']!.post!;
    expect(upload.requestBody!.content).toHaveProperty('multipart/form-data');
    expect(doc.paths['/images/{name}']!.get!.responses['200']!.content).toHaveProperty('image/webp');
    expect(doc.paths['/api/auth/google/start']!.get!.responses['302']!.content).toBeUndefined();
  });

  it('leaves out the pages and the static app', () => {
    for (const key of operations().map((o) => o.key))
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/(api|upload|images)/);
    expect(doc.paths).not.toHaveProperty('/listing/{id}');
    expect(Object.keys(doc.paths).some((path) => path.startsWith(API_DOCS_PREFIX))).toBe(false);
  });
});

describe(`${API_DOCS_PREFIX}`, () => {
  it('serves a reference page whose scripts load from this server, under the site CSP', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, `http://localhost${API_DOCS_PREFIX}/`);
      expect(url.host).toBe('localhost');
      const script = await ctx.app.inject({ method: 'GET', url: url.pathname });
      expect(script.statusCode, url.pathname).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
