import {
  allowedPostClasses,
  canonicalSearchQuery,
  findNeighbourhood,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isScreenPath,
  isVideoEmbedUrl,
  listingBodySchema,
  mapQuerySchema,
  normaliseUrl,
  parseKenyanPhone,
  parsePrice,
  postBodySchema,
  searchQuerySchema,
  signInBodySchema,
  signUpBodySchema,
  suggestNeighbourhoods,
  urlScheme,
  userUpdateBodySchema,
} from '@nyumba/domain';
import { performance } from 'node:perf_hooks';
import { describe, expect, it, onTestFinished } from 'vitest';
import { safeNextPath } from '../src/modules/auth/google-flow.ts';
import { escapeHtml } from '../src/modules/pages/html.ts';
import { plainTextOf } from '../src/modules/pages/post-meta.ts';
import { firstImageOf, sanitizePostHtml } from '../src/modules/posts/sanitize.ts';
import { parseSearchTerm, tokenize } from '../src/modules/listings/search-terms.ts';
import { signedUpUser } from './http.ts';
import { LINEAR_LIMIT_MS, expectLinear, hostileInputs, type Case } from './hostile-text.ts';
import { createTestApp } from './test-app.ts';

// Every function that runs a regular expression over what a client sent, fed 100,000
// hostile characters (hostile-text.ts says how, and what the time bound means).

/** Runs of the characters our patterns repeat, and the prefixes that reach each pattern. */
const RUNS = [
  ' ',
  '\t',
  '\u0000',
  '\n',
  'a',
  'A',
  '1',
  '1,',
  ',1',
  '.',
  'a.',
  'a-',
  '-',
  '<',
  '<a',
  '<img ',
  '&',
  '&nbsp;',
].concat(['$', '/', '//', '?', '=', '&v=', 'x@', '@', ':', '(', '"', "'", 'ql-', 'ql-a ', '%', '\\', 'é', '🏠']);
const PREFIXES = [
  '',
  'https://',
  'http://a.co/',
  'https://www.youtube.com/watch?',
  'https://www.youtube.com/embed/',
  'https://player.vimeo.com/video/1?',
  'data:image/png;base64,',
  '/images/',
  '/',
  'mailto:',
  'a@b.',
  'Ksh ',
  '+254 ',
  '/listing/',
];
const body = (fields: string[], base: Record<string, unknown>) => (input: string) =>
  Object.fromEntries([...Object.entries(base), ...fields.map((field) => [field, input])]);
const listing = { type: 'rentals', name: 'Flat', description: 'Nice', phone_number: '0712345678', price: 1 };
const INPUTS = hostileInputs(RUNS, PREFIXES, [' ', 'a', '1', '.', 'a.', '/', '&', '=', '-']);

const CASES: Record<string, Case[]> = {
  'domain functions': [
    ['normaliseUrl', normaliseUrl],
    ['urlScheme', urlScheme],
    ['isAllowedLinkHref', isAllowedLinkHref],
    ['isAllowedImageSrc', isAllowedImageSrc],
    ['isVideoEmbedUrl', isVideoEmbedUrl],
    ['allowedPostClasses', allowedPostClasses],
    ['parsePrice', parsePrice],
    ['parseKenyanPhone', parseKenyanPhone],
    ['findNeighbourhood', findNeighbourhood],
    ['suggestNeighbourhoods', (input) => suggestNeighbourhoods(input)],
    ['isScreenPath', isScreenPath],
    [
      'canonicalSearchQuery',
      (input) => canonicalSearchQuery(new URLSearchParams({ searchTerm: input, bedrooms: input })),
    ],
  ],
  'request schemas, every string field': [
    ...['name', 'description', 'phone_number', 'price', 'bedrooms', 'areaName', 'location', 'type'].map(
      (field): Case => [
        `listing ${field}`,
        (input) => listingBodySchema.safeParse({ ...body([field], listing)(input), image_urls: ['/images/x.webp'] }),
      ],
    ),
    ['listing image_urls', (input) => listingBodySchema.safeParse({ ...listing, image_urls: [input] })],
    ...['title', 'content', 'image'].map((field): Case => [
      `post ${field}`,
      (input) => postBodySchema.safeParse(body([field], { title: 'T', content: '<p>x</p>' })(input)),
    ]),
    ...['username', 'email', 'password'].map((field): Case => [
      `sign-up ${field}`,
      (input) =>
        signUpBodySchema.safeParse(body([field], { username: 'u', email: 'a@b.co', password: 'x'.repeat(9) })(input)),
    ]),
    ['sign-in', (input) => signInBodySchema.safeParse({ email: input, password: input })],
    ...['username', 'email', 'avatar', 'password'].map((field): Case => [
      `user update ${field}`,
      (input) => userUpdateBodySchema.safeParse({ [field]: input }),
    ]),
    ...['searchTerm', 'type', 'bedrooms', 'minPrice', 'cursor', 'sort', 'limit'].map((field): Case => [
      `search ${field}`,
      (input) => searchQuerySchema.safeParse({ [field]: input }),
    ]),
    ['map bbox', (input) => mapQuerySchema.safeParse({ bbox: input, zoom: '6' })],
  ],
  'server functions': [
    ['escapeHtml', escapeHtml],
    ['plainTextOf', plainTextOf],
    ['firstImageOf', firstImageOf],
    ['tokenize', tokenize],
    ['safeNextPath', safeNextPath],
    ['sanitizePostHtml (text)', sanitizePostHtml],
    ['sanitizePostHtml (link)', (input) => sanitizePostHtml(`<a href="x${input}x">y</a>`)],
    ['sanitizePostHtml (image)', (input) => sanitizePostHtml(`<img src="${input}" alt="${input}">`)],
    ['sanitizePostHtml (frame)', (input) => sanitizePostHtml(`<iframe src="${input}"></iframe>`)],
    ['sanitizePostHtml (class)', (input) => sanitizePostHtml(`<p class="${input}">x</p>`)],
    ['sanitizePostHtml (tags)', (input) => sanitizePostHtml(`<p${input}>`)],
  ],
};

for (const [group, cases] of Object.entries(CASES)) {
  describe(`${group} over 100,000 hostile characters`, () => {
    it.each(cases)('%s', (...testCase) => expectLinear(testCase, INPUTS));
  });
}

describe('the whole way a post is saved and shown', () => {
  it('saves, lists and serves posts made of 100,000 hostile characters in well under the bound', async () => {
    const ctx = await createTestApp();
    onTestFinished(() => ctx.close());
    const writer = await signedUpUser(ctx);
    const contents = [
      `<a href="x${' '.repeat(100_000)}x">link</a>`,
      `<p><a href="/${'\u0000'.repeat(100_000)}!">site path</a></p>`,
      `<img src="data:image/png;base64,${'A'.repeat(100_000)}!">`,
      `<p class="${'ql-a '.repeat(20_000)}!">x</p>`,
      `<p>${'<'.repeat(100_000)}</p>`,
      `<iframe src="https://www.youtube.com/embed/abcdefgh?${'&'.repeat(100_000)}!"></iframe>`,
    ];
    for (const content of contents) {
      const started = performance.now();
      const res = await writer.request({
        method: 'POST',
        url: '/api/post/create',
        payload: { title: 'Hostile', content },
      });
      expect(res.statusCode, content.slice(0, 40)).toBeLessThan(500);
      if (res.statusCode === 201) {
        const id = res.json().post.id;
        expect((await ctx.app.inject({ method: 'GET', url: `/api/post/${id}` })).statusCode).toBe(200);
      }
      // Search words are run through the same checks; a search for the text must answer too.
      expect((await parseSearchTerm(ctx.handle.db, content.slice(0, 100))).tsquery ?? '').not.toMatch(/[^a-z0-9:*& ]/);
      expect(performance.now() - started, content.slice(0, 40)).toBeLessThan(5 * LINEAR_LIMIT_MS);
    }
  }, 60_000);
});
