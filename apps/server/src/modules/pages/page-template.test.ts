import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonScript, trustedHtml } from './html.ts';
import { pageTemplate } from './page-template.ts';
import { patternText } from '../../../test/hostile-text.ts';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
<meta
  name="description"
  content="Default description"
/>
<title>Nyumba</title>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('pageTemplate', () => {
  const template = pageTemplate(INDEX);

  it('gives the file back unchanged when a page fills nothing', () => {
    expect(template.render({})).toBe(INDEX);
  });

  it('puts every value in as escaped text, once, whatever patterns it holds', () => {
    fc.assert(
      fc.property(patternText(), patternText(), patternText(), (title, description, body) => {
        const page = template.render({
          title,
          description,
          head: [html`<meta property="og:title" content="${title}" />`],
          app: html`<main>${body}</main>`,
        });
        expect(count(page, '<title>')).toBe(1);
        expect(page).toContain(`<title>${escapeHtml(title)} · Nyumba</title>`);
        expect(page).toContain(`<meta name="description" content="${escapeHtml(description)}" />`);
        expect(page).toContain(`<meta property="og:title" content="${escapeHtml(title)}" />`);
        expect(page).toContain(`<div id="root"><main>${escapeHtml(body)}</main></div>`);
        expect(page).not.toContain('Default description');
        // The fixed pieces are all there, once, and nothing else was added.
        const added = escapeHtml(title).length * 2 + escapeHtml(description).length + escapeHtml(body).length + 300;
        expect(page.length).toBeLessThan(INDEX.length + added);
        expect(count(page, '</head>')).toBe(1);
        expect(count(page, '<script type="module"')).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the size linear however often a copy pattern repeats', () => {
    for (const pattern of ['$`', "$'", '$&', '$1', '$<x>', '$$', '$0']) {
      const sizes = [1_000, 4_000].map(
        (n) => template.render({ title: pattern.repeat(n), description: pattern.repeat(n) }).length,
      );
      const base = template.render({ title: '', description: '' }).length;
      // Escaping at most multiplies the text by a constant; a pattern would square it.
      expect(sizes[1]! - base, pattern).toBeLessThanOrEqual(4 * (sizes[0]! - base) + 10);
      expect(sizes[1]!, pattern).toBeLessThan(base + 2 * 4_000 * pattern.length * 6);
    }
  });

  it('writes into a drawn page only the rules its markup uses, and the whole stylesheet into any other', () => {
    const styled = pageTemplate(
      INDEX.replace(
        '</head>',
        '<style>.flex{display:flex}.grid{display:grid}</style><link disabled rel="stylesheet" href="/assets/index.css" /></head>',
      ),
    );
    const drawnPage = styled.render({ app: trustedHtml('<p class="flex">drawn</p>') });
    expect(drawnPage).toContain('<style data-page>.flex{display:flex}</style><link disabled rel="stylesheet"');
    expect(styled.render({ title: 'x' })).toContain('<style>.flex{display:flex}.grid{display:grid}</style>');
  });

  it('loads the code of a drawn page at low priority, and only of a drawn one', () => {
    expect(template.render({ app: trustedHtml('<p>drawn</p>') })).toContain(
      '<script type="module" fetchpriority="low" crossorigin',
    );
    expect(template.render({ title: 'x' })).not.toContain('fetchpriority');
  });
});

describe('jsonScript', () => {
  it('holds any value as JSON that cannot end its element', () => {
    fc.assert(
      fc.property(fc.jsonValue(), patternText(), (value, text) => {
        const tag = jsonScript(html`type="application/json"`, { value, text }).markup;
        const inner = tag.slice('<script type="application/json">'.length, -'</script>'.length);
        expect(inner).not.toMatch(/[<>&]/);
        expect(JSON.parse(inner)).toEqual(JSON.parse(JSON.stringify({ value, text })));
      }),
      { numRuns: 300 },
    );
  });
});
