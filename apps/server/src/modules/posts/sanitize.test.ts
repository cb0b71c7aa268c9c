import { POST_LINK_REL } from '@nyumba/domain';
import { describe, expect, it } from 'vitest';
import { PROTOTYPE_KEYS } from '../../../test/hostile-text.ts';
import { auditPostHtml } from '../../../test/post-html-audit.ts';
import { firstImageOf, sanitizePostHtml } from './sanitize.ts';

const LINK_ATTRS = `rel="${POST_LINK_REL}" target="_blank"`;
const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0';
const VIMEO = 'https://player.vimeo.com/video/76979871/';
const FRAME_ATTRS =
  'class="ql-video" frameborder="0" allowfullscreen="true" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"';

describe('sanitizePostHtml keeps the editor vocabulary', () => {
  it.each([
    ['a paragraph', '<p>Karibu</p>'],
    ['a line break', '<p>one<br />two</p>'],
    ['heading 1', '<h1>Big</h1>'],
    ['heading 2', '<h2>Smaller</h2>'],
    ['bold', '<p><strong>b</strong></p>'],
    ['italic', '<p><em>i</em></p>'],
    ['underline', '<p><u>u</u></p>'],
    ['strike', '<p><s>s</s></p>'],
    ['a blockquote', '<blockquote>quote</blockquote>'],
    ['a code block', '<pre class="ql-syntax">const x = 1 &lt; 2;\n  return x;</pre>'],
    ['an ordered list', '<ol><li>one</li><li>two</li></ol>'],
    ['a bullet list', '<ul><li>one</li></ul>'],
    ['a nested, indented list', '<ol><li>a<ol><li class="ql-indent-1">b</li></ol></li></ol>'],
    ['alignment', '<p class="ql-align-center">c</p><h2 class="ql-align-right">r</h2><p class="ql-align-justify">j</p>'],
    ['an http link', `<p><a href="http://example.com/a?b=1&amp;c=2" ${LINK_ATTRS}>x</a></p>`],
    ['an https link', `<a href="https://example.com" ${LINK_ATTRS}>x</a>`],
    ['a mailto link', `<a href="mailto:jane@example.co.ke" ${LINK_ATTRS}>x</a>`],
    ['a tel link', `<a href="tel:+254712345678" ${LINK_ATTRS}>x</a>`],
    ['an sms link', `<a href="sms:+254712345678" ${LINK_ATTRS}>x</a>`],
    ['a link to a page of the site', `<a href="/listing/abc" ${LINK_ATTRS}>x</a>`],
    ['an https image', '<p><img src="https://example.com/a.jpg" alt="A house" width="640" height="480" /></p>'],
    ['one of our images', '<img src="/images/0123456789abcdef0123456789abcdef01234567-1280.webp" />'],
    ['a PNG data image', '<img src="data:image/png;base64,iVBORw0KGgo=" />'],
    ['a JPEG data image', '<img src="data:image/jpeg;base64,/9j/4AAQ" />'],
    ['a WebP data image', '<img src="data:image/webp;base64,UklGRg==" />'],
    ['a YouTube embed', `<iframe src="${YOUTUBE}" ${FRAME_ATTRS}></iframe>`],
    [
      'a youtube-nocookie embed',
      `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" ${FRAME_ATTRS}></iframe>`,
    ],
    ['a Vimeo embed', `<iframe src="${VIMEO}" ${FRAME_ATTRS}></iframe>`],
  ])('keeps %s as it is', (_name, html) => {
    expect(sanitizePostHtml(html)).toBe(html);
    expect(auditPostHtml(html)).toEqual([]);
  });

  it('keeps what Quill 2 writes, including its &nbsp; spaces', () => {
    const quill =
      '<h1>Title</h1><p>A&nbsp;<strong>bold</strong>&nbsp;word</p><pre data-language="plain">\nx = 1\n</pre><ol><li data-list="ordered">one</li></ol>';
    expect(sanitizePostHtml(quill)).toBe(
      '<h1>Title</h1><p>A\u00a0<strong>bold</strong>\u00a0word</p><pre>\nx = 1\n</pre><ol><li>one</li></ol>',
    );
  });

  it('forces rel and target on every link, whatever was sent', () => {
    expect(sanitizePostHtml('<a href="https://x.example" rel="opener" target="_self">x</a>')).toBe(
      `<a href="https://x.example" ${LINK_ATTRS}>x</a>`,
    );
  });

  it('sets the fixed frame attributes, whatever was sent', () => {
    expect(
      sanitizePostHtml(`<iframe src="${VIMEO}" sandbox="allow-top-navigation" allow="camera" width="9999"></iframe>`),
    ).toBe(`<iframe src="${VIMEO}" ${FRAME_ATTRS}></iframe>`);
  });

  it('renames older spellings of the same formats', () => {
    expect(sanitizePostHtml('<b>b</b><i>i</i><strike>s</strike><del>d</del><div>x</div><h3>h</h3>')).toBe(
      '<strong>b</strong><em>i</em><s>s</s><s>d</s><p>x</p><h2>h</h2>',
    );
  });
});

describe('sanitizePostHtml removes everything else', () => {
  it.each([
    ['script and its text', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['style and its text', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
    ['style attributes', '<p style="color:red">a</p>', '<p>a</p>'],
    [
      'event handlers',
      '<p onclick="x()">a</p><img src="https://e.example/a.png" onerror="x()" />',
      '<p>a</p><img src="https://e.example/a.png" />',
    ],
    [
      'ids and names',
      '<p id="root">a</p><img name="x" src="https://e.example/a.png" />',
      '<p>a</p><img src="https://e.example/a.png" />',
    ],
    [
      'classes other than Quill layout',
      '<p class="ql-align-center fixed inset-0 ql-size-huge">a</p>',
      '<p class="ql-align-center">a</p>',
    ],
    ['data attributes', '<li data-list="bullet" data-x="1">a</li>', '<li>a</li>'],
    [
      'unknown inline elements, keeping their text',
      '<p><span>a</span><font>b</font><code>c</code><sub>d</sub></p>',
      '<p>abcd</p>',
    ],
    [
      'forms and controls',
      '<form action="/x"><input value="v"><button>b</button><select><option>o</option></select></form>',
      'b',
    ],
    ['object, embed and applet', '<object data="x"></object><embed src="x"><applet code="x"></applet>', ''],
    ['svg and math', '<svg><circle r="1"/></svg><math><mi>x</mi></math>', 'x'],
    [
      'meta, base and link',
      '<meta http-equiv="refresh" content="0"><base href="https://e.example/"><link rel="stylesheet" href="x">',
      '',
    ],
    [
      'noscript, template and textarea with their text',
      '<noscript>n</noscript><template>t</template><textarea>ta</textarea>',
      '',
    ],
    ['javascript: links', '<a href="javascript:alert(1)">a</a>', `<a ${LINK_ATTRS}>a</a>`],
    [
      'entity-encoded javascript: links',
      '<a href="&#106;ava&#x09;script&colon;alert(1)">a</a>',
      `<a ${LINK_ATTRS}>a</a>`,
    ],
    [
      'other schemes',
      '<a href="ftp://x">a</a><a href="vbscript:x">b</a><a href="data:text/html,x">c</a>',
      `<a ${LINK_ATTRS}>a</a><a ${LINK_ATTRS}>b</a><a ${LINK_ATTRS}>c</a>`,
    ],
    ['protocol-relative links', '<a href="//evil.example">a</a>', `<a ${LINK_ATTRS}>a</a>`],
    [
      'images from refused addresses',
      '<img src="javascript:x"><img src="data:image/svg+xml;base64,AA=="><img src="data:image/gif;base64,R0lG"><img src="x.png"><img src="//e.example/a.png"><img>',
      '',
    ],
    [
      'frames that are not video embeds',
      '<iframe src="https://evil.example/embed/x"></iframe><iframe src="http://player.vimeo.com/video/1"></iframe><iframe srcdoc="<p>x</p>"></iframe>',
      '',
    ],
    [
      "a frame's own text",
      `<iframe src="${YOUTUBE}">&lt;img src=x onerror=alert(1)&gt;</iframe>`,
      `<iframe src="${YOUTUBE}" ${FRAME_ATTRS}></iframe>`,
    ],
    [
      'odd image sizes',
      '<img src="https://e.example/a.png" width="100%" height="1e9" />',
      '<img src="https://e.example/a.png" />',
    ],
  ])('removes %s', (_name, html, expected) => {
    const clean = sanitizePostHtml(html);
    expect(clean).toBe(expected);
    expect(auditPostHtml(clean)).toEqual([]);
  });

  it('is stable: sanitising its own output changes nothing', () => {
    const once = sanitizePostHtml(
      '<p>a &amp; b &lt;c&gt; "d"</p><a href="https://e.example/?a=1&b=&quot;2&quot;">x</a>',
    );
    expect(sanitizePostHtml(once)).toBe(once);
  });
});

describe('firstImageOf', () => {
  it('finds the first image address, skipping inline data images', () => {
    expect(
      firstImageOf(
        '<p>x</p><img src="data:image/png;base64,AA==" /><img src="https://e.example/a.png?x=1&amp;y=2" /><img src="/images/b.webp" />',
      ),
    ).toBe('https://e.example/a.png?x=1&y=2');
    expect(firstImageOf('<p>no images</p>')).toBeUndefined();
  });
});

describe('sanitizePostHtml with hostile names and lengths', () => {
  it('drops attributes longer than any real one before reading them', () => {
    const long = `/${'a'.repeat(3000)}`;
    expect(sanitizePostHtml(`<a href="${long}">y</a>`)).toBe(`<a ${LINK_ATTRS}>y</a>`);
    const photo = `/images/${'a'.repeat(40)}-640.webp`;
    expect(sanitizePostHtml(`<img src="${photo}" alt="${'b'.repeat(3000)}">`)).toBe(`<img src="${photo}" />`);
    expect(sanitizePostHtml(`<p class="${'ql-align-center '.repeat(20)}">x</p>`)).toBe('<p>x</p>');
    // An inline picture may be as long as the content allows.
    const inline = `data:image/png;base64,${'A'.repeat(50_000)}`;
    expect(sanitizePostHtml(`<img src="${inline}">`)).toBe(`<img src="${inline}" />`);
  });

  it.each(PROTOTYPE_KEYS)('treats %s as an unknown tag and attribute name', (key) => {
    const html = `<${key} ${key}="1"><a ${key}="x" href="/a">y</a><p ${key}="2">z</p></${key}>`;
    const clean = sanitizePostHtml(html);
    // A name that starts with "_" opens no tag in HTML: it stays, as escaped text.
    const text = key.startsWith('_') ? `&lt;${key} ${key}="1"&gt;` : '';
    expect(clean).toBe(`${text}<a href="/a" ${LINK_ATTRS}>y</a><p>z</p>`);
    expect(auditPostHtml(clean)).toEqual([]);
  });
});
