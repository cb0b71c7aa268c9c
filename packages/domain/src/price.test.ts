import { describe, expect, it } from 'vitest';
import { formatBedrooms, formatMapPrice, formatMonthlyPrice, formatShortPrice, groupThousands } from './format.ts';
import { parsePrice, PRICE_ERROR } from './price.ts';

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
    ['0', 0],
    [45000, 45000],
  ])('reads %j as %d', (input, expected) => {
    expect(parsePrice(input)).toEqual({ ok: true, value: expected });
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
  it('formats the three currency labels of the spec', () => {
    expect(formatMonthlyPrice(25000)).toBe('KSH 25,000/month');
    expect(formatShortPrice(25000)).toBe('Ksh 25,000');
    expect(formatMapPrice(25000)).toBe('KES 25,000');
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
