import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createShellApp, metaTag, type ShellApp } from '../../../test/shell-app.ts';
import type { AppInstance } from '../../app-types.ts';

// Stands in for the web app's renderer: says which language it drew in, whether it saved
// data, and how often.
const ENTRY = `
let renders = 0;
export async function renderPage({ url, language, dataSaver }) {
  renders += 1;
  const saving = dataSaver ? ' saving data' : '';
  return { html: '<main>drawn in ' + language + saving + ' #' + renders + ' at ' + url + '</main>', hydration: {} };
}`;

let shell: ShellApp;
let app: AppInstance;
beforeAll(async () => {
  shell = await createShellApp({ PUBLIC_URL: 'https://nyumba.example' }, { serverEntry: ENTRY });
  ({ app } = shell);
});
afterAll(async () => {
  await shell.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

describe('pages in the visitor language', () => {
  it.each([
    [{}, 'en'],
    [{ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }, 'sw'],
    [{ 'accept-language': 'en-US,sw;q=0.5' }, 'en'],
    [{ 'accept-language': 'fr-FR, sw;q=0.4' }, 'sw'],
    [{ cookie: 'lang=sw' }, 'sw'],
    [{ cookie: 'lang=en', 'accept-language': 'sw' }, 'en'],
    [{ cookie: 'lang=xx', 'accept-language': 'sw' }, 'sw'],
    [{ cookie: 'lang="><script>', 'accept-language': 'en' }, 'en'],
  ])('%j draws every kind of page in %s', async (headers, language) => {
    for (const url of ['/', '/search?type=rentals', '/sign-in', '/no-such-page']) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(htmlLang(res.body), url).toBe(language);
      expect(res.headers.vary, url).toMatch(/Cookie, Accept-Language/);
    }
    const drawn = await get('/search?type=bnbs', headers);
    expect(drawn.body).toContain(`drawn in ${language}`);
  });

  it('keeps one drawn copy per language: neither visitor ever gets the other one', async () => {
    const first = await get('/search?type=for-sale', { cookie: 'lang=sw' });
    const english = await get('/search?type=for-sale');
    const again = await get('/search?type=for-sale', { 'accept-language': 'sw' });
    expect(first.body).toMatch(/drawn in sw #\d+/);
    expect(english.body).toMatch(/drawn in en #\d+/);
    // The Swahili copy is reused (the same render), not redrawn and not the English one.
    expect(/#(\d+)/.exec(again.body)?.[1]).toBe(/#(\d+)/.exec(first.body)?.[1]);
  });

  it('link previews and not-found pages speak the language too', async () => {
    const owner = await signedUpUser(shell.ctx);
    const listing = await createListingAs(owner, { name: 'Nyumba ya Ruaka', bedrooms: '2-bedroom', price: '25,000' });
    const sw = (await get(`/listing/${listing.id}`, { 'accept-language': 'sw' })).body;
    expect(metaTag(sw, 'og:title')).toBe('Nyumba ya Ruaka – KSH 25,000/mwezi');
    expect(metaTag(sw, 'og:description')).toContain('vyumba 2 vya kulala · Nyumba za kupanga');
    const en = (await get(`/listing/${listing.id}`)).body;
    expect(metaTag(en, 'og:title')).toBe('Nyumba ya Ruaka – KSH 25,000/month');
    const lister = (await get(`/u/${owner.user!.id}`, { cookie: 'lang=sw' })).body;
    expect(metaTag(lister, 'og:title')).toBe(`${owner.user!.username} kwenye Nyumba`);
    expect(metaTag(lister, 'og:description')).toMatch(/^Tangazo 1 kwenye Nyumba · tangu \w+ \d{4}\.$/);
    const missing = await get('/listing/00000000-0000-4000-8000-000000000000', { cookie: 'lang=sw' });
    expect(missing.statusCode).toBe(404);
    expect(metaTag(missing.body, 'og:title')).toBe('Tangazo halipatikani');
    const home = (await get('/', { cookie: 'lang=sw' })).body;
    expect(home).toContain('<meta name="description" content="Pata nyumba za kupanga');
  });

  it('data saver: Save-Data or the Settings cookie draws a page of its own, marked for the app', async () => {
    for (const [headers, saving] of [
      [{ 'save-data': 'on' }, true],
      [{ 'save-data': 'On ' }, true],
      [{ cookie: 'datasaver=on' }, true],
      [{ cookie: 'datasaver=off', 'save-data': 'on' }, false],
      [{ 'save-data': 'off' }, false],
      [{ 'save-data': 'yes please' }, false],
      [{}, false],
    ] as const) {
      const res = await get('/search?type=movers', headers);
      expect(res.headers.vary).toMatch(/Save-Data/);
      expect(res.body.includes('data-save-data="on"'), JSON.stringify(headers)).toBe(saving);
      expect(res.body.includes('saving data'), JSON.stringify(headers)).toBe(saving);
    }
    const swSaving = await get('/search?type=movers', { 'save-data': 'on', 'accept-language': 'sw' });
    expect(swSaving.body).toContain('<html lang="sw" data-save-data="on"');
    expect(swSaving.body).toContain('drawn in sw saving data');
  });
});
