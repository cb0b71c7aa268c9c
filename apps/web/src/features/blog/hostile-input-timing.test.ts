import { describe, expect, it } from 'vitest';
// The same hostile inputs the server's timing test uses.
import { adversarial } from '../../../../server/test/hostile-text';
import { relaxSpaces } from './editor/editor-html';
import { looksLikeEmail, sanitizeImageUrl, sanitizeLinkUrl, sanitizeVideoUrl, toEmbedUrl } from './link-rules';
import { firstImageOf, sanitizePostHtml } from './sanitize-post';

/*
 * What the browser runs over text someone else wrote (a post's stored HTML, a link in
 * the editor, a shared address), fed 100,000 characters built to make a backtracking
 * pattern retry: a run of what it repeats, then a character that makes it fail. A
 * stored link of 200,000 spaces froze every reader's browser for seconds. LIMIT_MS
 * tells a linear pass from a quadratic one; it is not a speed target.
 */
const LIMIT_MS = 1000;

const RUNS = [' ', '\t', '\u0000', 'a', '1', '.', 'a.', '-', '<', '&', '&nbsp;', '/', '?', '=', '&v=', '@', ':', "'"];
const PREFIXES = [
  '',
  'https://',
  'https://www.youtube.com/watch?',
  'https://vimeo.com/',
  'data:image/png;base64,',
  '/',
  'a@b.',
];
const INPUTS = [
  ...RUNS.map((run) => adversarial(run)),
  ...PREFIXES.flatMap((prefix) => [' ', 'a', '.', 'a.', '&', '-'].map((run) => prefix + adversarial(run))),
];

function expectLinear(name: string, fn: (input: string) => unknown) {
  for (const input of INPUTS) {
    const started = performance.now();
    fn(input);
    const ms = performance.now() - started;
    expect(ms, `${name}(${JSON.stringify(input.slice(0, 40))}… ${input.length} chars)`).toBeLessThan(LIMIT_MS);
  }
}

describe('browser-side checks over 100,000 hostile characters', () => {
  const cases: [string, (input: string) => unknown][] = [
    ['toEmbedUrl', toEmbedUrl],
    ['sanitizeLinkUrl', sanitizeLinkUrl],
    ['sanitizeImageUrl', sanitizeImageUrl],
    ['sanitizeVideoUrl', sanitizeVideoUrl],
    ['looksLikeEmail', looksLikeEmail],
    ['relaxSpaces', relaxSpaces],
  ];
  it.each(cases)('%s', (name, fn) => expectLinear(name, fn));

  it.each([
    ['link', (input: string) => `<a href="x${input}x">y</a>`],
    ['image', (input: string) => `<img src="${input}" alt="${input}">`],
    ['frame', (input: string) => `<iframe src="${input}"></iframe>`],
    ['class', (input: string) => `<p class="${input}">x</p>`],
  ])(
    'sanitizePostHtml and firstImageOf with a hostile %s',
    (_name, wrap) => {
      expectLinear('sanitizePostHtml', (input) => sanitizePostHtml(wrap(input)));
      expectLinear('firstImageOf', (input) => firstImageOf(wrap(input)));
    },
    120_000,
  );

  it('drops an over-long address instead of reading it', () => {
    const long = `/${'a'.repeat(3000)}`;
    expect(sanitizePostHtml(`<a href="${long}">y</a>`)).not.toContain('href');
    expect(sanitizePostHtml(`<a href="/short">y</a>`)).toContain('href="/short"');
  });
});
