import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { signedUpUser } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createShellApp, metaTag, SHELL_CSS, type ShellApp } from '../../../test/shell-app.ts';
import type { TestContext } from '../../../test/test-app.ts';

// Stands in for apps/web/src/entry-server.tsx (the browser tests use the real one):
// it reads the API as the visitor, tries a write, and reports what it saw.
const ENTRY = `
let renders = 0;
export async function renderPage({ url, fetch, signedIn, origin }) {
  renders += 1;
  if (url.includes('fail')) throw new Error('the screen crashed');
  if (url.includes('skip')) return null;
  if (url.includes('photo')) return {
    html: '<main><p><img src="/elsewhere.webp" alt="late"/></p><img draggable="false" src="/images/a&amp;b-640.webp" alt="x" '
      + 'srcSet="/images/a-320.webp 320w, /images/a-640.webp 640w" sizes="(min-width: 1024px) 301px, calc((100vw - 32px) * 0.95)" '
      + 'loading="eager" fetchPriority="high"/><img src="/images/c-640.webp" alt="y" loading="lazy"/></main>',
    hydration: {},
  };
  const me = signedIn ? await (await fetch('/api/auth/me')).json() : null;
  const search = await (await fetch('/api/listing/search?limit=1')).json();
  let write = 'allowed';
  try { await fetch('/api/listing/create', { method: 'POST', body: '{}' }); } catch (error) { write = error.message; }
  const who = me ? 'for ' + me.username : 'anonymous';
  return {
    html: '<main data-origin="' + origin + '">$& ' + who + ' saw ' + search.listings.length + ' at ' + url + '</main>',
    hydration: { write, render: renders },
  };
}`;

let shell: ShellApp;
let ctx: TestContext;
let app: AppInstance;
beforeAll(async () => {
  shell = await createShellApp({ PUBLIC_URL: 'https://nyumba.example' }, { serverEntry: ENTRY });
  ({ ctx, app } = shell);
});
afterAll(async () => {
  await shell.close();
});

const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];

describe('server-rendered pages', () => {
  it('draws home and search into the page, with their hydration data, for anonymous visitors', async () => {
    const owner = await signedUpUser(ctx);
    await createListingAs(owner);
    for (const url of ['/', '/search?searchTerm=kilimani&type=rentals', '/search-results']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      // `$&` proves the markup is inserted as it is, never read as a replacement pattern.
      expect(root(res.body)).toBe(`<main data-origin="https://nyumba.example">$& anonymous saw 1 at ${url}</main>`);
      // A render may read the API but never change anything.
      expect(pageData(res.body)).toMatchObject({ ssr: { write: 'a server render may only read, not POST' } });
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('preloads from the head the photo a drawn screen asks for first, with its srcset and sizes', async () => {
    const res = await app.inject({ method: 'GET', url: '/search?searchTerm=photo' });
    const tags = res.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(tags).toHaveLength(1);
    expect(tags[0]).toContain('href="/images/a&amp;b-640.webp"');
    expect(tags[0]).toContain('imagesrcset="/images/a-320.webp 320w, /images/a-640.webp 640w"');
    expect(tags[0]).toContain('imagesizes="(min-width: 1024px) 301px, calc((100vw - 32px) * 0.95)"');
    expect(res.body.indexOf(tags[0]!)).toBeLessThan(res.body.indexOf('<div id="root">'));
    // A screen without such a photo gets no preload.
    const plain = await app.inject({ method: 'GET', url: '/search?searchTerm=kilimani' });
    expect(plain.body).not.toContain('rel="preload" as="image"');
  });

  it('keeps a drawn page for anonymous visitors until a listing changes, never a signed-in one', async () => {
    const renderOf = async (url: string, headers: Record<string, string> = {}) =>
      pageData((await app.inject({ method: 'GET', url, headers })).body).ssr.render as number;
    const first = await renderOf('/search?term=cached');
    expect(await renderOf('/search?term=cached')).toBe(first);
    const owner = await signedUpUser(ctx);
    expect(await renderOf('/search?term=cached', { cookie: `${SESSION_COOKIE}=${owner.cookie!}` })).toBeGreaterThan(
      first,
    );
    await createListingAs(owner);
    const afterChange = await renderOf('/search?term=cached');
    expect(afterChange).toBeGreaterThan(first + 1);
  });

  it('draws a search page from what its screen reads: junk and the order of parameters make no new copy', async () => {
    const renderOf = async (url: string) =>
      pageData((await app.inject({ method: 'GET', url })).body).ssr.render as number;
    const first = await renderOf('/search?type=bnbs&sort=price_asc');
    for (const url of [
      '/search?sort=price_asc&type=bnbs',
      '/search?type=bnbs&sort=price_asc&utm_source=whatsapp',
      '/search?junk=1&type=bnbs&sort=price_asc&bedrooms=valueOf&minPrice=__proto__',
      '/search?type=bnbs&sort=price_asc&constructor=1&__proto__=x',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(pageData(res.body).ssr.render, url).toBe(first);
      // Drawn for the address its state reads, never for the junk.
      expect(root(res.body), url).toContain('at /search?type=bnbs&sort=price_asc</main>');
    }
    expect(await renderOf('/search?type=rentals&sort=price_asc')).toBeGreaterThan(first);
  });

  it('draws the map under each of its three names, from its filters and its view alone', async () => {
    const drawnAt = async (url: string) => root((await app.inject({ method: 'GET', url })).body);
    const id = '11111111-1111-4111-8111-111111111111';
    for (const path of ['/map', '/maplayout', '/mapexplore']) {
      expect(
        await drawnAt(`${path}?utm_source=whatsapp&type=bnbs&at=-1.29,36.82,14&selectedId=${id}&show=list`),
      ).toContain(`at ${path}?type=bnbs&at=-1.29%2C36.82%2C14&selectedId=${id}&show=list</main>`);
      // Values the map cannot read draw the map they would open: its default view.
      expect(await drawnAt(`${path}?at=north&selectedId=<script>&redirected=yes&lat=1e9`)).toContain(
        `at ${path}</main>`,
      );
    }
  });

  it('keeps up to 18 drawn copies of home, one per tagline draw, and hands each visit one at random', async () => {
    const seen = new Set<number>();
    for (let visit = 0; visit < 120; visit += 1)
      seen.add(pageData((await app.inject({ method: 'GET', url: '/' })).body).ssr.render as number);
    // 120 visits over 18 copies: all but certainly more than one, never more than 18.
    expect(seen.size).toBeGreaterThan(1);
    expect(seen.size).toBeLessThanOrEqual(18);
  });

  it('draws the page for the signed-in visitor, whose copy no shared cache may keep', async () => {
    const user = await signedUpUser(ctx);
    const res = await app.inject({
      method: 'GET',
      url: '/search',
      headers: { cookie: `${SESSION_COOKIE}=${user.cookie!}` },
    });
    expect(root(res.body)).toContain(`for ${user.user!.username} saw`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('paints without another request: the stylesheet is inline and the code comes at low priority', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    // A drawn page carries the rules its markup uses (decision 0036), a page the browser
    // draws the whole stylesheet.
    expect(html).toContain('<style data-page>body{color:#111}</style>');
    const shell = (await app.inject({ method: 'GET', url: '/search?searchTerm=fail' })).body;
    expect(shell).toContain(`<style>${SHELL_CSS}</style>`);
    // The only stylesheet link is disabled (not fetched): it tells the app's chunk loader
    // the stylesheet is there, so loading a screen does not fetch it; the app enables it.
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toEqual([
      '<link disabled rel="stylesheet" href="/assets/index-test.css" />',
    ]);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-test.js">');
  });

  it('still serves the page, drawn by the browser, when the render fails or declines', async () => {
    for (const url of ['/search?searchTerm=fail', '/search?searchTerm=skip']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(root(res.body)).toBe('');
      expect(res.body).not.toContain('id="page-data"');
      expect(res.body).not.toContain('fetchpriority="low"');
    }
  });

  it('draws a listing page under its link-preview tags, sending the render data instead of the bare listing', async () => {
    const owner = await signedUpUser(ctx);
    const listing = await createListingAs(owner, { name: 'Garden flat in Lavington' });
    const res = await app.inject({ method: 'GET', url: `/listing/${listing.id}` });
    expect(res.statusCode).toBe(200);
    expect(metaTag(res.body, 'og:title')).toContain('Garden flat in Lavington');
    expect(root(res.body)).toContain(`anonymous saw`);
    expect(Object.keys(pageData(res.body))).toEqual(['ssr']);
  });
});
