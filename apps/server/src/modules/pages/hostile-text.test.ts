import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { confirmationLink, establishedUser, type Caller } from '../../../test/http.ts';
import { PATTERN_PIECES, patternText } from '../../../test/hostile-text.ts';
import { listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createShellApp, metaTag, type ShellApp } from '../../../test/shell-app.ts';
import { METRICS_PATH } from '../../plugins/observability.ts';
import { escapeHtml } from './html.ts';

// A server renderer that, like the real one, writes what it was asked for as escaped
// text, and sends the address back in its hydration data.
const ENTRY = `
const text = (s) => s.split('&').join('&amp;').split('<').join('&lt;').split('>').join('&gt;').split('"').join('&quot;');
export async function renderPage({ url }) {
  return { html: '<main>' + text(url) + '</main>', hydration: { url } };
}`;

let shell: ShellApp;
let app: AppInstance;
let owner: Caller;
let photo: string;
beforeAll(async () => {
  shell = await createShellApp({ PUBLIC_URL: 'https://nyumba.example' }, { serverEntry: ENTRY });
  app = shell.app;
  owner = await establishedUser(shell.ctx);
  photo = await uploadPhoto(owner);
});
afterAll(async () => {
  await shell.close();
});

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const jsonBlock = (page: string, type: string) =>
  JSON.parse(new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>([^<]*)</script>`).exec(page)?.[1] ?? 'null');

/** What every page must be, whatever text went into it. */
function expectIntact(page: string, inputLength: number, baseline: string, what = '') {
  expect(count(page, '<title>'), what).toBe(1);
  expect(count(page, '</head>'), what).toBe(1);
  // Escaped text adds no element: the page has the same tags as a page of plain text.
  expect(count(page, '</script>'), what).toBe(count(baseline, '</script>'));
  expect(count(page, '<meta '), what).toBe(count(baseline, '<meta '));
  // Linear: every value appears a handful of times, each at most six times longer escaped.
  expect(page.length).toBeLessThan(baseline.length + 60 * inputLength + 1000);
}

const LONG_PATTERNS = PATTERN_PIECES.filter((piece) => piece.includes('$')).map((piece) => piece.repeat(3000));

describe('pattern characters in the address of every page', () => {
  const pagePaths = () => {
    const routes = app.routeTable
      .filter((route) => route.method === 'GET' && !/^\/(?:api|images|upload)\b/.test(route.url) && route.url !== '/*')
      .filter((route) => route.url !== METRICS_PATH) // the operator's counts, not a page
      .map((route) => route.url);
    // Addresses no route claims are answered by the app shell (a screen, or not found).
    return [...new Set([...routes, '/sign-in', '/mapexplore', '/no-such-page/:id'])];
  };

  it('covers the page routes the app has', () => {
    expect(pagePaths()).toEqual(
      expect.arrayContaining(['/', '/search', '/search-results', '/listing/:listingId', '/u/:userId', '/blog/:postId']),
    );
  });

  it('answers every page with its title intact and its size linear in the address', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const urlWith = (path: string, value: string) =>
      `${path.replace(/:\w+/g, () => value)}?q=${value}&searchTerm=${value}&type=${value}`;
    const samples = [...fc.sample(patternText(), { numRuns: 25, seed: 12 }), ...LONG_PATTERNS];
    let seen = 0;
    for (const path of pagePaths()) {
      for (const text of samples) {
        const raw = text.slice(0, 3000);
        // Clients (curl) send $, ` and ' in an address as they are, not %-encoded.
        const value = seen++ % 2 ? encodeURIComponent(raw) : raw.replace(/[^$`'\w.~-]/g, (c) => encodeURIComponent(c));
        const url = urlWith(path, value);
        const res = await get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        // The same address with as many plain letters: the same route answers it.
        const baseline = (await get(urlWith(path, 'a'.repeat(raw.length)))).body;
        const what = `${res.statusCode} ${url.slice(0, 200)}`;
        if (String(res.headers['content-type']).startsWith('text/html')) {
          expectIntact(res.body, url.length, baseline, what);
        } else {
          // A name too long for a file (the static files' answer): a short refusal.
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(res.body.length, what).toBeLessThan(1000);
        }
      }
    }
  }, 120_000);
});

describe('pattern characters in what listers and writers publish', () => {
  it('puts a listing name and description on its page as text, once each, with the title intact', async () => {
    const names = [...fc.sample(patternText(20), { numRuns: 20, seed: 7 }), '$`'.repeat(55), "$'".repeat(55)];
    const descriptions = [...fc.sample(patternText(), { numRuns: 20, seed: 8 }), '$`'.repeat(2400), '$&'.repeat(2400)];
    let baseline = '';
    for (const [i, raw] of names.entries()) {
      const name = flat(`Flat ${raw}`).slice(0, 60).trim();
      const description = `Nice ${descriptions[i]}`.slice(0, 5000);
      const res = await owner.request({
        method: 'POST',
        url: '/api/listing/create',
        payload: listingBody([photo], { name, description, price: 25000 }),
      });
      expect(res.statusCode, name).toBe(201);
      const { listing } = res.json();
      const page = (await app.inject({ method: 'GET', url: `/listing/${listing.id}` })).body;
      baseline ||= page;
      expect(unescape(titleOf(page)!)).toBe(`${listing.name} – KSH 25,000/month · Nyumba`);
      expect(unescape(metaTag(page, 'og:title')!)).toBe(`${listing.name} – KSH 25,000/month`);
      // <title>, og:title, twitter:title and og:image:alt: each once, never copied by a pattern.
      expect(count(page, escapeHtml(`${listing.name} – KSH`))).toBe(4);
      const shown = unescape(metaTag(page, 'og:description')!);
      const whole = flat(`2 bedroom · rentals · Kilimani · KSH 25,000/month. ${listing.description}`);
      expect(shown.endsWith('…') ? whole.startsWith(shown.slice(0, -1)) : shown === whole, shown).toBe(true);
      expect(jsonBlock(page, 'application/ld+json')).toMatchObject({
        name: listing.name,
        description: listing.description,
      });
      expect(jsonBlock(page, 'application/json').ssr.url).toBe(`/listing/${listing.id}`);
      expectIntact(page, name.length + description.length, baseline);
    }
  }, 120_000);

  it('refuses an area that is not on the list, whatever it holds', async () => {
    for (const areaName of fc.sample(patternText(), { numRuns: 20, seed: 9 }).filter((text) => text.trim())) {
      const res = await owner.request({
        method: 'POST',
        url: '/api/listing/create',
        payload: listingBody([photo], { areaName }),
      });
      expect(res.statusCode, areaName).toBe(400);
      expect(res.json().errors).toEqual({ areaName: 'Choose an area from the list' });
    }
  });

  it('puts a post title and text on its page as text, once each', async () => {
    const titles = [...fc.sample(patternText(30), { numRuns: 20, seed: 10 }), '$`'.repeat(99)];
    let baseline = '';
    for (const raw of titles) {
      const title = flat(`Post ${raw}`).slice(0, 80).trim();
      const res = await owner.request({
        method: 'POST',
        url: '/api/post/create',
        payload: { title, content: `<p>${escapeHtml(raw)}</p><p>${raw}</p>` },
      });
      expect(res.statusCode, title).toBe(201);
      const { post } = res.json();
      const page = (await app.inject({ method: 'GET', url: `/blog/${post.id}` })).body;
      baseline ||= page;
      expect(unescape(titleOf(page)!)).toBe(`${post.title} · Nyumba`);
      expect(count(page, `<title>${escapeHtml(post.title)} · Nyumba</title>`)).toBe(1);
      expect(jsonBlock(page, 'application/ld+json')).toMatchObject({ headline: post.title });
      expectIntact(page, title.length + post.content.length, baseline);
    }
  }, 120_000);

  it('shows a username on its posts as text, or refuses it with a field message', async () => {
    const names = [
      "O'Brien",
      "Wa'ngari$'",
      '$`$`',
      '$&',
      'Ann <b>',
      'Ann "Q"',
      ...fc.sample(patternText(8), { numRuns: 10, seed: 11 }),
    ];
    for (const [i, raw] of names.entries()) {
      const username = `u${i} ${raw}`.slice(0, 40).trim();
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { origin: 'https://nyumba.example' },
        payload: { username, email: `pattern${i}@example.co.ke`, password: 'long-enough-1' },
      });
      if (signUp.statusCode === 400) {
        expect(signUp.json().errors).toHaveProperty('username');
        continue;
      }
      expect(signUp.statusCode, username).toBe(201);
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: { origin: 'https://nyumba.example' },
        payload: { token: await confirmationLink(shell.ctx, `pattern${i}@example.co.ke`) },
      });
      const author = confirmed.cookies.find((cookie) => cookie.name)!;
      const post = await app.inject({
        method: 'POST',
        url: '/api/post/create',
        headers: { origin: 'https://nyumba.example', cookie: `${author.name}=${author.value}` },
        payload: { title: 'Hello', content: '<p>Hi</p>' },
      });
      expect(post.statusCode).toBe(201);
      const page = (await app.inject({ method: 'GET', url: `/blog/${post.json().post.id}` })).body;
      expect(unescape(metaTag(page, 'article:author')!)).toBe(confirmed.json().username);
      expect(jsonBlock(page, 'application/ld+json').author.name).toBe(confirmed.json().username);
      expect(count(page, '<title>')).toBe(1);
    }
  }, 120_000);
});
