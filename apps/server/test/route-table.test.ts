// Two rules every route follows, checked by walking the server's own route table so a
// new route cannot slip past them: answers computed for a signed-in caller (or by a
// 'user' route) are never cached, and an empty JSON body is read as {}.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app-types.ts';
import { SESSION_COOKIE } from '../src/plugins/credential.ts';
import { METRICS_PATH } from '../src/plugins/observability.ts';
import { signedUpUser } from './http.ts';
import { createListingAs } from './listing-fixtures.ts';
import { isEndless, routesUnderTest } from './route-list.ts';
import { fillRoute, walkResources, type WalkResources } from './route-walk.ts';
import { createShellApp, type ShellApp } from './shell-app.ts';

let shell: ShellApp;
let resources: WalkResources;
beforeAll(async () => {
  // With a built web app, so the drawn pages are in the table too.
  shell = await createShellApp();
  resources = await walkResources(await signedUpUser(shell.ctx));
});
afterAll(async () => {
  await shell.close();
});

const NO_STORE = 'private, no-store';
const routes = () => routesUnderTest(shell.app).filter((route) => !isEndless(route));
const key = (route: RouteEntry) => `${route.method} ${route.url}`;
const send = (route: RouteEntry, headers: Record<string, string>, extra: Partial<InjectOptions> = {}) =>
  shell.app.inject({
    method: route.method as 'GET',
    url: fillRoute(route, resources),
    headers: { origin: shell.ctx.config.PUBLIC_URL, accept: 'text/html,application/json', ...headers },
    ...extra,
  });
const signedIn = () => ({ cookie: `${SESSION_COOKIE}=${resources.owner.cookie}` });

describe('private answers are never cached', () => {
  it("every answer of a 'user' route says private, no-store, signed in or not", async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => r.access === 'user' && r.method === 'GET')) {
      for (const [who, headers] of [
        ['signed in', signedIn()],
        ['signed out', {}],
      ] as const) {
        const res = await send(route, headers);
        if (res.headers['cache-control'] !== NO_STORE)
          wrong.push(`${key(route)} ${who}: ${res.headers['cache-control']}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in GET is either private, no-store or exactly what a visitor gets', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const mine = await send(route, signedIn());
      if (mine.headers['cache-control'] === NO_STORE) continue;
      const visitors = await send(route, {});
      if (mine.statusCode !== visitors.statusCode || mine.body !== visitors.body) {
        wrong.push(`${key(route)}: ${mine.headers['cache-control']}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the answers that carry the e-mail are private, whichever way the caller signs in', async () => {
    const bearer = { authorization: `Bearer ${resources.owner.token}` };
    for (const headers of [signedIn(), bearer]) {
      const me = await shell.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.json().email).toBe(resources.owner.user!.email);
      expect(me.headers['cache-control']).toBe(NO_STORE);
    }
    // Pages drawn for a signed-in viewer, and public API answers computed for them.
    for (const url of ['/', '/search', `/listing/${resources.listing}`, '/api/listing/getall']) {
      const res = await shell.app.inject({ method: 'GET', url, headers: signedIn() });
      expect(res.headers['cache-control'], url).toBe(NO_STORE);
    }
  });

  it('public answers to visitors keep their own caching', async () => {
    const visitor = (url: string) => shell.app.inject({ method: 'GET', url });
    expect((await visitor('/api/config')).headers['cache-control']).toBe('public, max-age=300');
    expect((await visitor(`/images/${resources.image}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await visitor(`/listing/${resources.listing}`)).headers['cache-control']).toBe('no-cache');
    // Metrics are for the operator and change by the second: never stored, and not a visitor's answer.
    const operatorOnly = [`GET ${METRICS_PATH}`];
    for (const route of routes().filter((r) => r.access === 'public' && r.method === 'GET')) {
      if (operatorOnly.includes(key(route))) continue;
      expect((await send(route, {})).headers['cache-control'] ?? '', key(route)).not.toContain('no-store');
    }
    // Signed in, an image is the same bytes for everyone: still cached for a year.
    const image = await shell.app.inject({ method: 'GET', url: `/images/${resources.image}`, headers: signedIn() });
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('an empty JSON body is {}', () => {
  // Destructive routes last, the account itself at the very end.
  const order = (route: RouteEntry) =>
    route.url.startsWith('/api/user/delete')
      ? 3
      : route.url.includes('signout')
        ? 2
        : route.method === 'DELETE'
          ? 1
          : 0;

  it('no route answers "not valid JSON" to Content-Type: application/json with no body', async () => {
    const wrong: string[] = [];
    const unsafe = routes()
      .filter((r) => r.method !== 'GET')
      .sort((a, b) => order(a) - order(b));
    expect(unsafe.length).toBeGreaterThan(10);
    for (const route of unsafe) {
      for (const body of ['', '  \r\n ']) {
        const res = await send(route, { ...signedIn(), 'content-type': 'application/json' }, { payload: body });
        const answer = res.json<{ message?: string; errors?: object }>();
        const refusedAsJson = answer.message === 'The request body is not valid JSON';
        // A route that needs fields names them; one that needs none just works.
        const fieldless400 = res.statusCode === 400 && !answer.errors;
        if (refusedAsJson || fieldless400 || res.statusCode >= 500) {
          wrong.push(`${key(route)} ${JSON.stringify(body)} → ${res.statusCode} ${answer.message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sign-out with an empty JSON body signs out; other bodies are still parsed strictly', async () => {
    const user = await signedUpUser(shell.ctx);
    const res = await shell.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: {
        cookie: `${SESSION_COOKIE}=${user.cookie}`,
        origin: shell.ctx.config.PUBLIC_URL,
        'content-type': 'application/json',
      },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    for (const payload of ['{', 'null x', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const bad = await user.request({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(bad.statusCode, payload).toBe(400);
    }
  });

  it("the spec's save call (credentials, JSON content type, no body) saves", async () => {
    const user = await signedUpUser(shell.ctx);
    const listing = await createListingAs(user);
    const res = await user.request({
      method: 'POST',
      url: `/api/savedListing/listing/save/${listing.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, savedCount: 1 });
  });
});
