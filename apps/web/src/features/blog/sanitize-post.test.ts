import { describe, expect, it } from 'vitest';
import {
  POST_ALLOWED_ATTRIBUTES,
  POST_ALLOWED_TAGS,
  POST_LINK_REL,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isVideoEmbedUrl,
} from '@nyumba/domain';
// The same hostile corpus the server and browser tests use.
import { PROTOTYPE_KEYS } from '../../../../server/test/hostile-text';
import { XSS_CORPUS } from '../../../../server/test/xss-corpus';
import { firstImageOf, sanitizePostHtml } from './sanitize-post';

const REL = `rel="${POST_LINK_REL}" target="_blank"`;

/** Problems of rendered post HTML, read the way the browser will read it. */
function audit(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const problems: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    const tag = element.localName;
    if (!(POST_ALLOWED_TAGS as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`${name} on <${tag}>`);
      if (!(POST_ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) problems.push(`${name} on <${tag}>`);
      if (tag === 'a' && name === 'href' && !isAllowedLinkHref(value)) problems.push(`href ${value}`);
      if (tag === 'img' && name === 'src' && !isAllowedImageSrc(value)) problems.push(`img ${value}`);
      if (tag === 'iframe' && name === 'src' && !isVideoEmbedUrl(value)) problems.push(`iframe ${value}`);
    }
  }
  return problems;
}

describe('sanitizePostHtml (browser)', () => {
  it('keeps the vocabulary', () => {
    const html =
      '<h1 class="ql-align-center">T</h1><h2>S</h2><p>a<br><strong>b</strong><em>i</em><u>u</u><s>s</s></p>' +
      '<blockquote>q</blockquote><pre class="ql-syntax">x &lt; 1</pre><ol><li class="ql-indent-1">o</li></ol><ul><li>u</li></ul>' +
      `<p><a href="https://example.com" ${REL}>l</a><a href="mailto:a@b.co" ${REL}>m</a><a href="tel:+254" ${REL}>t</a><a href="sms:+254" ${REL}>s</a></p>` +
      '<p><img src="/images/0123456789abcdef0123456789abcdef01234567-1280.webp" alt="x"><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('keeps video embeds with their fixed attributes and drops other frames', () => {
    const clean = sanitizePostHtml(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="allow-top-navigation"></iframe><iframe src="https://evil.example/x"></iframe>',
    );
    const frames = new DOMParser().parseFromString(clean, 'text/html').querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frames[0]!.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
  });

  it('forces rel and target on links, and removes refused addresses', () => {
    expect(sanitizePostHtml('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe(
      `<a href="https://x.example" ${REL}>x</a>`,
    );
    expect(sanitizePostHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe(`<a ${REL}>x</a>`);
    expect(sanitizePostHtml('<img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,AA=="><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('removes classes, styles, ids and data attributes outside the vocabulary', () => {
    expect(
      sanitizePostHtml('<p class="fixed inset-0 ql-align-right" style="color:red" id="root" data-x="1">a</p>'),
    ).toBe('<p class="ql-align-right">a</p>');
  });

  it.each(XSS_CORPUS.map((p) => [p.name, p.html]))('%s leaves only the vocabulary', (_name, html) => {
    const clean = sanitizePostHtml(html);
    expect(audit(clean)).toEqual([]);
    // Re-reading its own output (React sets innerHTML from the string) stays clean.
    expect(audit(sanitizePostHtml(clean))).toEqual([]);
  });
});

describe('firstImageOf', () => {
  it('finds the first allowed image of the content', () => {
    expect(
      firstImageOf(
        '<p>x</p><img src="javascript:alert(1)"><img src="https://e.example/a.png"><img src="/images/b.webp">',
      ),
    ).toBe('https://e.example/a.png');
    expect(firstImageOf('<p>none</p>')).toBeUndefined();
  });
});

describe('sanitizePostHtml with inherited names', () => {
  const photo = `/images/${'a'.repeat(40)}-640.webp`;
  it.each(PROTOTYPE_KEYS)('treats %s as an unknown tag and attribute name', (key) => {
    const clean = sanitizePostHtml(`<p ${key}="1"><a ${key}="x" href="/a">y</a><img ${key}="2" src="${photo}"></p>`);
    expect(clean).toBe(`<p><a href="/a" ${REL}>y</a><img src="${photo}"></p>`);
    expect(audit(clean)).toEqual([]);
  });
});
