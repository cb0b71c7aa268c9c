import { describe, expect, it } from 'vitest';
// The same hostile inputs the server's timing test uses.
import { expectLinear, hostileInputs, type Case } from '../../../../server/test/hostile-text';
import { relaxSpaces } from './editor/editor-html';
import { looksLikeEmail, sanitizeImageUrl, sanitizeLinkUrl, sanitizeVideoUrl, toEmbedUrl } from './link-rules';
import { firstImageOf, sanitizePostHtml } from './sanitize-post';

// What the browser runs over text someone else wrote (a post's stored HTML, a link in
// the editor), fed 100,000 hostile characters: a stored link of 200,000 spaces froze
// every reader's browser for seconds (hostile-text.ts says what the time bound means).
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
const INPUTS = hostileInputs(RUNS, PREFIXES, [' ', 'a', '.', 'a.', '&', '-']);

describe('browser-side checks over 100,000 hostile characters', () => {
  const cases: Case[] = [
    ['toEmbedUrl', toEmbedUrl],
    ['sanitizeLinkUrl', sanitizeLinkUrl],
    ['sanitizeImageUrl', sanitizeImageUrl],
    ['sanitizeVideoUrl', sanitizeVideoUrl],
    ['looksLikeEmail', looksLikeEmail],
    ['relaxSpaces', relaxSpaces],
  ];
  it.each(cases)('%s', (...testCase) => expectLinear(testCase, INPUTS));

  it.each([
    ['link', (input: string) => `<a href="x${input}x">y</a>`],
    ['image', (input: string) => `<img src="${input}" alt="${input}">`],
    ['frame', (input: string) => `<iframe src="${input}"></iframe>`],
    ['class', (input: string) => `<p class="${input}">x</p>`],
  ])(
    'sanitizePostHtml and firstImageOf with a hostile %s',
    (_name, wrap) => {
      expectLinear(['sanitizePostHtml', (input) => sanitizePostHtml(wrap(input))], INPUTS);
      expectLinear(['firstImageOf', (input) => firstImageOf(wrap(input))], INPUTS);
    },
    120_000,
  );

  it('drops an over-long address instead of reading it', () => {
    const long = `/${'a'.repeat(3000)}`;
    expect(sanitizePostHtml(`<a href="${long}">y</a>`)).not.toContain('href');
    expect(sanitizePostHtml(`<a href="/short">y</a>`)).toContain('href="/short"');
  });
});
