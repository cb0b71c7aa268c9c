import { imageSrcSet, PHOTO_SIZES } from '@nyumba/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { establishedUser } from '../../../test/http.ts';
import { createListingAs, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createShellApp, metaTag, type ShellApp } from '../../../test/shell-app.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { escapeHtml } from './html.ts';
import { plainTextOf } from './post-meta.ts';

let shell: ShellApp;
let ctx: TestContext;
let app: AppInstance;
beforeAll(async () => {
  shell = await createShellApp({ PUBLIC_URL: 'https://nyumba.example' });
  ({ ctx, app } = shell);
});
afterAll(async () => {
  await shell.close();
});

const meta = metaTag;

describe('GET /listing/:id (link previews)', () => {
  it('carries Open Graph, Twitter and JSON-LD tags a plain HTTP client can read', async () => {
    const owner = await establishedUser(ctx, {
      username: 'ogowner',
      email: 'og@example.co.ke',
      password: 'long-enough-1',
    });
    const listing = await createListingAs(owner, {
      name: 'Sunny bedsitter <b>near</b> "Yaya"',
      bedrooms: 'bedsitter',
      price: '12,500',
    });
    const res = await app.inject({ method: 'GET', url: `/listing/${listing.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('Sunny bedsitter &lt;b&gt;near&lt;/b&gt; &quot;Yaya&quot; – KSH 12,500/month');
    expect(meta(html, 'og:url')).toBe(`https://nyumba.example/listing/${listing.id}`);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/nyumba\.example\/images\/preview\/[a-f0-9]{40}\.jpg$/);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    // The preview is a real 1200×630 JPEG, made on first request and then kept, cached for a year.
    const path = new URL(meta(html, 'og:image')!).pathname;
    const first = await app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toContain('immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const again = await app.inject({ method: 'GET', url: path });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/images/preview/${'f'.repeat(40)}.jpg` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/images/preview/../../etc.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/images/preview/abc.jpg' })).statusCode).toBe(400);
    expect(meta(html, 'og:description')).toContain('bedsitter');
    expect(meta(html, 'product:price:amount')).toBe('12500');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Sunny bedsitter &lt;b&gt;near&lt;/b&gt;');
    expect(html).not.toContain('<b>near</b>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'RealEstateListing',
      offers: { '@type': 'Offer', price: 12500, priceCurrency: 'KES', priceSpecification: { unitCode: 'MON' } },
    });
  });

  it('names the price unit of each type in the title, description and structured data', async () => {
    const owner = await establishedUser(ctx, {
      username: 'typeowner',
      email: 'types@example.co.ke',
      password: 'long-enough-1',
    });
    const cases = [
      { type: 'bnbs', price: '4,500', title: 'KSH 4,500/night', ld: { '@type': 'RealEstateListing' } },
      { type: 'for-sale', price: '12,500,000', title: 'KSH 12,500,000', ld: { '@type': 'RealEstateListing' } },
      {
        type: 'technicians',
        name: 'Reliable plumber for leaks',
        price: '2,000',
        title: 'From KSH 2,000',
        ld: { '@type': 'Plumber', priceRange: 'From KSH 2,000' },
      },
      { type: 'movers', price: '8,000', title: 'From KSH 8,000', ld: { '@type': 'MovingCompany' } },
      { type: 'architects', price: '50,000', title: 'From KSH 50,000', ld: { '@type': 'ProfessionalService' } },
    ];
    for (const { ld, title, ...fields } of cases) {
      const name = `A ${fields.type} listing`;
      const listing = await createListingAs(owner, { name, ...fields });
      const html = (await app.inject({ method: 'GET', url: `/listing/${listing.id}` })).body;
      expect(meta(html, 'og:title')).toBe(`${escapeHtml(fields.name ?? name)} – ${title}`);
      expect(meta(html, 'og:description')).toContain(title);
      expect(html).not.toContain('/month');
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
      expect(jsonLd).toMatchObject(ld);
      if (fields.type === 'for-sale') expect(jsonLd.offers.priceSpecification).toBeUndefined();
      if (fields.type === 'bnbs') expect(jsonLd.offers.priceSpecification.unitCode).toBe('DAY');
    }
  });

  it('preloads the first photo with the srcset and sizes the page draws it with', async () => {
    const owner = await establishedUser(ctx, {
      username: 'preloader',
      email: 'preload@example.co.ke',
      password: 'long-enough-1',
    });
    const listing = await createListingAs(owner);
    const html = (await app.inject({ method: 'GET', url: `/listing/${listing.id}` })).body;
    const tag = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain(`href="${listing.image_urls[0]}"`);
    expect(tag).toContain(`imagesrcset="${escapeHtml(imageSrcSet(listing.image_urls[0]!)!)}"`);
    expect(tag).toContain(`imagesizes="${escapeHtml(PHOTO_SIZES.listingHero)}"`);
    expect(tag).toContain('fetchpriority="high"');
  });

  it('carries the listing as the API answers it, so the page draws without waiting for the API', async () => {
    const owner = await establishedUser(ctx, {
      username: 'inliner',
      email: 'inline@example.co.ke',
      password: 'long-enough-1',
    });
    const listing = await createListingAs(owner, { name: '</script><script>alert(1)</script>' });
    const res = await app.inject({ method: 'GET', url: `/listing/${listing.id}` });
    expect(res.headers['cache-control']).toBe('no-cache');
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    // Nothing a lister writes can close the block.
    expect(block).not.toContain('</script>');
    const api = await app.inject({ method: 'GET', url: `/api/listing/get/${listing.id}` });
    expect(JSON.parse(block)).toEqual({ listing: api.json().listing });
    // Signed in, the page holds this viewer's saved state: no shared cache may keep it.
    const mine = await app.inject({
      method: 'GET',
      url: `/listing/${listing.id}`,
      headers: { authorization: `Bearer ${owner.token!}` },
    });
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('opens the public copy without a new browsing context group, but keeps a member’s page and the app’s isolated', async () => {
    const owner = await establishedUser(ctx, {
      username: 'opener',
      email: 'opener@example.co.ke',
      password: 'long-enough-1',
    });
    const listing = await createListingAs(owner);
    const opener = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers })).headers['cross-origin-opener-policy'];
    for (const url of [`/listing/${listing.id}`, `/u/${owner.user!.id}`, '/', '/search?type=rentals', '/map'])
      expect(await opener(url), url).toBe('unsafe-none');
    const signedIn = { authorization: `Bearer ${owner.token!}` };
    expect(await opener(`/listing/${listing.id}`, signedIn)).toBe('same-origin');
    expect(await opener('/search?type=rentals', signedIn)).toBe('same-origin');
    // Screens only the app draws (sign-in, messages) and the API are never the public copy.
    expect(await opener('/sign-in')).toBe('same-origin');
    expect(await opener('/messages')).toBe('same-origin');
    expect(await opener('/api/health')).toBe('same-origin');
  });

  it('answers 404 with the app shell for a missing listing', async () => {
    const res = await app.inject({ method: 'GET', url: '/listing/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    const junk = await app.inject({ method: 'GET', url: '/listing/%3Cscript%3E' });
    expect(junk.statusCode).toBe(404);
    expect(junk.body).not.toContain('<script>');
  });
});

describe('GET /blog/:id (link previews)', () => {
  it('carries Open Graph tags with the title, text and first image, all escaped', async () => {
    const author = await establishedUser(ctx, {
      username: 'Wanjiru K',
      email: 'wanjiru@example.co.ke',
      password: 'long-enough-1',
    });
    const photo = await uploadPhoto(author);
    const res = await author.request({
      method: 'POST',
      url: '/api/post/create',
      payload: {
        title: 'Water & "power" in <Ruaka>',
        content: `<h1>Before</h1><p>Check the <strong>meter</strong>.</p><p><img src="${photo}"></p><script>alert(1)</script>`,
      },
    });
    const { post } = res.json();
    const page = await app.inject({ method: 'GET', url: `/blog/${post.id}` });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe('Water &amp; &quot;power&quot; in &lt;Ruaka&gt;');
    expect(meta(html, 'og:description')).toBe('Before Check the meter.');
    expect(meta(html, 'og:url')).toBe(`https://nyumba.example/blog/${post.id}`);
    expect(meta(html, 'og:image')).toBe(`https://nyumba.example${photo}`);
    expect(meta(html, 'article:author')).toBe('Wanjiru K');
    expect(html).toContain('<title>Water &amp; &quot;power&quot; in &lt;Ruaka&gt; · Nyumba</title>');
    expect(html).not.toContain('<Ruaka>');
    expect(html).not.toContain('alert(1)');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Water & "power" in <Ruaka>',
      author: { name: 'Wanjiru K' },
    });
  });

  it('answers 404 with the app shell for a missing or malformed post id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'nope']) {
      const res = await app.inject({ method: 'GET', url: `/blog/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('<script>alert');
    }
  });
});

describe('GET /u/:id (a lister’s page)', () => {
  it('names the lister and counts their listings in the preview, and answers 404 for no such lister', async () => {
    const lister = await establishedUser(ctx, {
      username: 'wanjiku_homes',
      email: 'wh@example.co.ke',
      password: 'long-enough-1',
    });
    await createListingAs(lister);
    await createListingAs(lister, { name: 'Second flat' });
    const res = await app.inject({ method: 'GET', url: `/u/${lister.user!.id}` });
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:title')).toBe('wanjiku_homes on Nyumba');
    expect(meta(res.body, 'og:description')).toMatch(/^2 listings on Nyumba · since \w+ \d{4}\.$/);
    expect(meta(res.body, 'og:url')).toBe(`https://nyumba.example/u/${lister.user!.id}`);
    expect(meta(res.body, 'og:type')).toBe('profile');
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'nope',
      '__proto__',
    ]) {
      const missing = await app.inject({ method: 'GET', url: `/u/${id}` });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.body).toContain('<div id="root">');
      expect(missing.body).not.toContain('<script>alert');
    }
  });
});

describe('plainTextOf', () => {
  it('reads sanitised HTML as text, blocks separated by spaces', () => {
    expect(plainTextOf('<h1>A</h1><p>b &amp; c&lt;d&gt;<br />e</p><ul><li>f</li><li>g</li></ul>')).toBe(
      'A b & c<d> e f g',
    );
  });
});
