import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactAmount, formatBedrooms, formatPinPrice, formatPrice, groupThousands } from '../core/format.ts';
import { LISTING_TYPES, SERVICE_TYPES } from './listing-types.ts';
import { parsePrice, PRICE_ERROR, PRICE_POSITIVE } from './price.ts';

describe('parsePrice', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['Ksh 25,000', 25000],
    ['KSH25000', 25000],
    ['kes 1,250,000', 1250000],
    ['Kshs. 8,500', 8500],
    ['  12000  ', 12000],
    ['30000.00', 30000],
    [45000, 45000],
  ])('reads %j as %d', (input, expected) => {
    expect(parsePrice(input)).toEqual({ ok: true, value: expected });
  });

  it('refuses a price of nothing, however written, but a service charge may be 0', () => {
    for (const zero of ['0', '0.00', 'Ksh 0', '000', 0]) {
      expect(parsePrice(zero)).toEqual({ ok: false, error: PRICE_POSITIVE });
      expect(parsePrice(zero, 0)).toEqual({ ok: true, value: 0 });
    }
  });

  it.each([
    'abc',
    '',
    '25k',
    '25,00',
    '2,5000',
    '-500',
    '25000/month',
    'USD 100',
    '1e5',
    '12.5',
    '25 000',
    'Ksh',
    null,
    undefined,
    12.5,
    -1,
    {},
  ])('refuses %j', (input) => {
    expect(parsePrice(input)).toEqual({ ok: false, error: PRICE_ERROR });
  });

  it('refuses absurd amounts', () => {
    expect(parsePrice('99999999999999').ok).toBe(false);
  });
});

describe('formatters', () => {
  it('says what the price is for each type, always in KSH', () => {
    expect(formatPrice(25000, 'rentals')).toBe('KSH 25,000/month');
    expect(formatPrice(4500, 'bnbs')).toBe('KSH 4,500/night');
    expect(formatPrice(12_500_000, 'for-sale')).toBe('KSH 12,500,000');
    for (const type of SERVICE_TYPES) expect(formatPrice(2000, type)).toBe('From KSH 2,000');
  });

  it('never says /month for anything but a rental, and always says KSH', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LISTING_TYPES), fc.integer({ min: 0, max: 10_000_000_000 }), (type, price) => {
        const text = formatPrice(price, type);
        expect(text.includes('KSH ')).toBe(true);
        expect(/KES|Ksh/.test(text)).toBe(false);
        expect(text.endsWith('/month')).toBe(type === 'rentals');
      }),
    );
  });

  it('writes map pins short', () => {
    expect(formatPinPrice(25000, 'rentals')).toBe('25k');
    expect(formatPinPrice(4500, 'bnbs')).toBe('4.5k/night');
    expect(formatPinPrice(12_500_000, 'for-sale')).toBe('12.5M');
    expect(formatPinPrice(2000, 'technicians')).toBe('From 2k');
    expect(compactAmount(800)).toBe('800');
    expect(compactAmount(999_999)).toBe('1M');
    expect(compactAmount(999_950_000)).toBe('1B');
    expect(compactAmount(1_000_000)).toBe('1M');
    expect(compactAmount(12_345)).toBe('12.3k');
  });

  it('keeps pins short for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (price) => {
        expect(compactAmount(price)).toMatch(/^\d{1,3}(\.\d)?[kMB]?$/);
      }),
    );
  });

  it('groups thousands without depending on the locale', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(12345678)).toBe('12,345,678');
  });

  it('shows bedroom values with spaces for hyphens', () => {
    expect(formatBedrooms('2-bedroom')).toBe('2 bedroom');
    expect(formatBedrooms('more-than-3-bedrooms')).toBe('more than 3 bedrooms');
    expect(formatBedrooms('bedsitter')).toBe('bedsitter');
  });
});
