import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app.ts';
import { signedUpUser } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createShellApp, metaTag, type ShellApp } from '../../../test/shell-app.ts';
import type { TestContext } from '../../../test/test-app.ts';

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
    const owner = await signedUpUser(ctx, { username: 'ogowner', email: 'og@example.co.ke', password: 'long-enough-1' });
    const listing = await createListingAs(owner, { name: 'Sunny bedsitter <b>near</b> "Yaya"', bedrooms: 'bedsitter', price: '12,500' });
    const res = await app.inject({ method: 'GET', url: `/listing/${listing.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('Sunny bedsitter &lt;b&gt;near&lt;/b&gt; &quot;Yaya&quot; – KSH 12,500/month');
    expect(meta(html, 'og:url')).toBe(`https://nyumba.example/listing/${listing.id}`);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/nyumba\.example\/images\/[a-f0-9]{40}-1280\.webp$/);
    expect(meta(html, 'og:description')).toContain('bedsitter');
    expect(meta(html, 'product:price:amount')).toBe('12500');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Sunny bedsitter &lt;b&gt;near&lt;/b&gt;');
    expect(html).not.toContain('<b>near</b>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Product', offers: { price: 12500, priceCurrency: 'KES' } });
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
