import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageKeysIn,
  imageUrl,
  imageVariant,
  isStoreImage,
  parseImageUrl,
  parsePreviewName,
  parseVariantName,
  previewFileName,
  previewImageUrl,
  previewStoreName,
  variantName,
} from './image-url.ts';

const BASES = ['', 'https://cdn.nyumba.co.ke', 'http://localhost:3000', 'https://images.example.com/store'];
const hexKey = fc.stringMatching(/^[a-f0-9]{40}$/);

describe('image addresses: one format, both ways', () => {
  it('every width, under every base, reads back as the key and width it was built from', () => {
    fc.assert(
      fc.property(hexKey, fc.constantFrom(...IMAGE_WIDTHS), fc.constantFrom(...BASES), (key, width, base) => {
        const url = imageUrl(base, key, width);
        expect(parseImageUrl(url, base)).toEqual({ key, width });
        expect(parseVariantName(variantName(key, width))).toEqual({ key, width });
        expect(isStoreImage(url)).toBe(true);
        expect(imageKeysIn([`<p><img src="${url}"></p>`])).toEqual([key]);
        for (const other of IMAGE_WIDTHS)
          expect(parseImageUrl(imageVariant(url, other), base)).toEqual({ key, width: other });
      }),
    );
  });

  const key = 'ab'.repeat(20);
  const base = 'https://cdn.nyumba.co.ke';
  it.each([
    ['another host', `https://evil.example/images/${key}-960.webp`],
    ['our host as a prefix of another', `${base}.evil.example/images/${key}-960.webp`],
    ['our host as user info', `https://cdn.nyumba.co.ke@evil.example/images/${key}-960.webp`],
    ['plain http', `http://cdn.nyumba.co.ke/images/${key}-960.webp`],
    ['a width we do not make', `${base}/images/${key}-961.webp`],
    ['width 0', `${base}/images/${key}-00.webp`],
    ['capital hex', `${base}/images/${key.toUpperCase()}-960.webp`],
    ['a short key', `${base}/images/${key.slice(1)}-960.webp`],
    ['a long key', `${base}/images/${key}a-960.webp`],
    ['another format', `${base}/images/${key}-960.png`],
    ['a query', `${base}/images/${key}-960.webp?x=1`],
    ['a fragment', `${base}/images/${key}-960.webp#x`],
    ['a path before', `${base}/x/images/${key}-960.webp`],
    ['a dot segment', `${base}/images/../images/${key}-960.webp`],
    ['a double slash', `${base}//images/${key}-960.webp`],
    ['a trailing slash', `${base}/images/${key}-960.webp/`],
    ['spaces', ` ${base}/images/${key}-960.webp`],
    ['an encoded path', `${base}/images%2F${key}-960.webp`],
  ])('refuses a look-alike: %s', (_name, url) => {
    expect(parseImageUrl(url, base)).toBeNull();
  });

  it('a relative address is ours only when the store has no base of its own', () => {
    expect(parseImageUrl(`/images/${key}-960.webp`)).toEqual({ key, width: 960 });
    expect(parseImageUrl(`/images/${key}-960.webp`, base)).toBeNull();
    expect(parseImageUrl(`${base}/images/${key}-960.webp`)).toBeNull();
  });
});

describe('link-preview addresses', () => {
  const key = 'a'.repeat(40);
  it('round-trips a key through its address name, and the store keeps it apart from the photos', () => {
    expect(previewImageUrl('https://nyumba.co.ke', key)).toBe(`https://nyumba.co.ke/images/preview/${key}.jpg`);
    expect(parsePreviewName(previewFileName(key))).toBe(key);
    expect(previewStoreName(key)).toBe(`${key}-og.jpg`);
    expect(parseVariantName(previewStoreName(key))).toBeNull();
  });

  it.each([
    `${'A'.repeat(40)}.jpg`,
    `${'a'.repeat(39)}.jpg`,
    `${'a'.repeat(41)}.jpg`,
    `${key}.jpeg`,
    `${key}.jpg.webp`,
    `${key}-og.jpg`,
    `../${key}.jpg`,
    `${key}-1280.webp`,
    '__proto__',
    '',
  ])('refuses %s', (name) => {
    expect(parsePreviewName(name)).toBeNull();
  });
});
