// Headers we build from what a client sent (the Location of Google sign-in's return
// address) are encoded or refused; none of them can make a 5xx or split a response.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { safeNextPath } from '../src/modules/auth/google-flow.ts';
import { createGoogleTestApp, GOOGLE_REDIRECT_URI, GOOGLE_TEST_URL, googleJourney } from './google-journey.ts';

const PUBLIC_URL = GOOGLE_TEST_URL;
const REDIRECT_URI = GOOGLE_REDIRECT_URI;
// Started at import; each test awaits it (the hooks' usual shape lives in google.test.ts).
const app = createGoogleTestApp();
afterAll(async () => {
  await (await app).close();
});

async function journey() {
  const { ctx, provider } = await app;
  return googleJourney(ctx, provider, REDIRECT_URI);
}

const NEXTS = [
  '/café',
  '/listing/ñandú?q=ü',
  '/ملف',
  '/搜索?q=房子',
  '/emoji/🏠#🏡',
  '/a b',
  '/a"b<c>',
  '/%0d%0aSet-Cookie:%20x=1',
  '/a\r\nSet-Cookie: x=1',
  '/a\nb',
  '/\u2028',
  '/\u0085x',
  '/%ED%A0%80', // a lone surrogate, as its (invalid) UTF-8 bytes
  '/%FF%FE',
  `/${'é'.repeat(240)}`,
  `/${'x'.repeat(499)}`,
  `/${'x'.repeat(2000)}`,
  '/\\evil.example',
  '//evil.example',
  '/%2F%2Fevil.example',
  '/./../..//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

describe('the return address of a Google sign-in', () => {
  it.each(NEXTS.map((next) => [JSON.stringify(next).slice(0, 60), next]))(
    '%s makes a Location that is a same-site, visible-ASCII path',
    async (_label, next) => {
      const google = await journey();
      google.googleAccount();
      const res = await google.signInWithGoogle(`?next=${encodeURIComponent(next)}`);
      expect(res.statusCode).toBe(302);
      const location = res.headers.location as string;
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(location, PUBLIC_URL).origin).toBe(PUBLIC_URL);
    },
  );

  it.each(['%2F%ED%A0%80', '%2F%FF%FE', '%2F%0D%0ASet-Cookie:x', '%2F%E2%80%A8', '%2F%C0%AF', '%2F%'])(
    'the raw query next=%s (bytes that are not UTF-8, or broken escapes) too',
    async (raw) => {
      const google = await journey();
      google.googleAccount();
      const res = await google.signInWithGoogle(`?next=${raw}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    },
  );

  it('any string becomes a same-site path of visible ASCII', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (tail) => {
        const path = safeNextPath(`/${tail}`);
        expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(new URL(path, PUBLIC_URL).origin).toBe(PUBLIC_URL);
      }),
    );
  });

  it('keeps a plain path as it is, and encodes the rest as a browser would', () => {
    expect(safeNextPath('/listing/abc?x=1#top')).toBe('/listing/abc?x=1#top');
    expect(safeNextPath('/café')).toBe('/caf%C3%A9');
  });
});
