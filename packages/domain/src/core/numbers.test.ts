// Issue 27: numbers are decimal, boxes cover an area, single-line texts hold one line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertBodySchema } from '../search/alerts.ts';
import { listingBodySchema } from '../listings/listing.ts';
import { parseDecimal } from './numbers.ts';
import { BBOX_EMPTY, BBOX_FORMAT, mapQuerySchema, searchQuerySchema } from '../search/search.ts';

describe('decimal numbers', () => {
  it('reads decimal text, and nothing JavaScript would also read as a number', () => {
    for (const [text, value] of [
      ['12', 12],
      [' 36.8219 ', 36.8219],
      ['-1.2921', -1.2921],
      ['+4', 4],
      ['.5', 0.5],
    ] as const) {
      expect(parseDecimal(text)).toBe(value);
    }
    for (const text of [
      '0x10',
      '0X1F',
      '0b11',
      '0o7',
      '1e3',
      '1E-2',
      'Infinity',
      '-Infinity',
      'NaN',
      '',
      ' ',
      '1_000',
      '١٢',
    ]) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });

  it('never reads hex, binary, octal or exponents in any query number', () => {
    const odd = fc.oneof(
      fc.integer({ min: 1, max: 4096 }).map((n) => `0x${n.toString(16)}`),
      fc.integer({ min: 1, max: 64 }).map((n) => `0b${n.toString(2)}`),
      fc.integer({ min: 1, max: 64 }).map((n) => `0o${n.toString(8)}`),
      fc.integer({ min: 1, max: 9 }).map((n) => `${n}e1`),
    );
    fc.assert(
      fc.property(odd, fc.constantFrom('limit', 'minPrice', 'maxPrice', 'bathrooms', 'startIndex'), (text, field) => {
        expect(searchQuerySchema.safeParse({ [field]: text }).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(odd, (text) => {
        expect(mapQuerySchema.safeParse({ bbox: '36,-2,37,-1', zoom: text }).success).toBe(false);
        expect(mapQuerySchema.safeParse({ bbox: `${text},-2,37,-1`, zoom: '8' }).success).toBe(false);
      }),
    );
  });
});

describe('map boxes', () => {
  const parse = (bbox: string) => mapQuerySchema.safeParse({ bbox, zoom: '8' });
  it('refuses a box that covers no area, with its own message', () => {
    for (const bbox of ['37,-2,36,-1', '36,-1,37,-2', '36,-2,36,-1', '36,-1,37,-1']) {
      const result = parse(bbox);
      expect(result.success, bbox).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BBOX_EMPTY);
    }
    expect(parse('0x10,-2,37,-1').error?.issues[0]?.message).toBe(BBOX_FORMAT);
    expect(parse('36.6,-1.4,37.1,-1.1').success).toBe(true);
  });

  it('saves no alert on a box that could never match', () => {
    const alert = alertBodySchema.safeParse({ name: 'Kilimani flats', filters: { bbox: '37,-2,36,-1' } });
    expect(alert.success).toBe(false);
  });
});

describe('one-line texts', () => {
  const breaks = fc.constantFrom('\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f', '\t');
  const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);

  it('a listing name or an alert name keeps no line break, however it was written', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(word, breaks), { minLength: 1, maxLength: 5 }), word, (parts, last) => {
        const text = parts.map(([w, b]) => `${w}${b}`).join('') + last;
        const listing = listingBodySchema.safeParse({
          name: text,
          description: 'Two bedrooms\nwith a balcony',
          phone_number: '0712345678',
          price: '25000',
          bedrooms: '2-bedroom',
          image_urls: ['https://example.com/a.jpg'],
        });
        expect(listing.success).toBe(true);
        expect(listing.data!.name).not.toMatch(/[\n\r\v\f\t\u0085\u2028\u2029]/);
        expect(listing.data!.name.split(' ').filter(Boolean).length).toBe(parts.length + 1);
        // A description is many lines, and keeps them.
        expect(listing.data!.description).toContain('\n');
        const alert = alertBodySchema.safeParse({ name: text, filters: { type: 'rentals' } });
        expect(alert.success).toBe(true);
        expect(alert.data!.name).not.toMatch(/[\n\r\v\f\t\u0085\u2028\u2029]/);
      }),
    );
  });
});
