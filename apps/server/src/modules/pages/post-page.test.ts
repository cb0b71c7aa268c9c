import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { signedUpUser } from '../../../test/http.ts';
import { uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createShellApp, metaTag, type ShellApp } from '../../../test/shell-app.ts';
import type { TestContext } from '../../../test/test-app.ts';
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

describe('GET /blog/:id (link previews)', () => {
  it('carries Open Graph tags with the title, text and first image, all escaped', async () => {
    const author = await signedUpUser(ctx, {
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

describe('plainTextOf', () => {
  it('reads sanitised HTML as text, blocks separated by spaces', () => {
    expect(plainTextOf('<h1>A</h1><p>b &amp; c&lt;d&gt;<br />e</p><ul><li>f</li><li>g</li></ul>')).toBe(
      'A b & c<d> e f g',
    );
  });
});
