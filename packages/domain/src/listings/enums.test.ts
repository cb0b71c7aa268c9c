import { describe, expect, it } from 'vitest';
import { HOME_TILES, isServiceType, LISTING_TYPES, SERVICE_TYPES } from './listing-types.ts';
import {
  bedsOptionToBedrooms,
  findPriceBand,
  PRICE_BANDS,
  priceBandsFor,
  SEARCH_BEDS_OPTIONS,
} from '../search/search-options.ts';

describe('enumerations', () => {
  it('has movers as a service type the home tiles count', () => {
    expect(LISTING_TYPES).toContain('movers');
    expect(isServiceType('movers')).toBe(true);
    expect(isServiceType('rentals')).toBe(false);
    expect(SERVICE_TYPES.every((type) => LISTING_TYPES.includes(type))).toBe(true);
    expect(HOME_TILES.map((t) => t.type)).toEqual([
      'rentals',
      'bnbs',
      'for-sale',
      'technicians',
      'movers',
      'architects',
    ]);
    expect(HOME_TILES.find((t) => t.type === 'movers')?.unit).toBe('teams');
  });

  it('price bands cover every amount from 0 up with no gap (25k-30k added)', () => {
    for (let i = 1; i < PRICE_BANDS.length; i += 1) expect(PRICE_BANDS[i]!.min).toBe(PRICE_BANDS[i - 1]!.max);
    expect(PRICE_BANDS.map((b) => b.label)).toContain('25k-30k');
    expect(PRICE_BANDS.at(-1)!.max).toBeUndefined();
    expect(findPriceBand(25000, 30000)?.label).toBe('25k-30k');
    expect(findPriceBand(30000, undefined)?.label).toBe('Above 30k');
    // Each type's bands are in its own units and meet end to end.
    for (const type of LISTING_TYPES) {
      const bands = priceBandsFor(type);
      for (let i = 1; i < bands.length; i += 1) expect(bands[i]!.min).toBe(bands[i - 1]!.max);
    }
    expect(priceBandsFor('for-sale').map((b) => b.label)).toEqual([
      'Below 3M',
      '3M-5M',
      '5M-10M',
      '10M-20M',
      '20M-50M',
      'Above 50M',
    ]);
    expect(priceBandsFor('bnbs').at(-1)!.label).toBe('Above 20k');
    expect(priceBandsFor('movers')[0]!.label).toBe('Below 2k');
  });

  it('maps search beds options to bedroom values', () => {
    expect(SEARCH_BEDS_OPTIONS).toEqual(['Any', 'bedsitter', 'single-room', 'double-room', '1', '2', '3', '4+']);
    expect(bedsOptionToBedrooms('4+')).toBe('more-than-3-bedrooms');
    expect(bedsOptionToBedrooms('2')).toBe('2-bedroom');
    expect(bedsOptionToBedrooms('4')).toBe('more-than-3-bedrooms');
    expect(bedsOptionToBedrooms('5')).toBe('more-than-3-bedrooms');
    expect(bedsOptionToBedrooms('Any')).toBeUndefined();
    expect(bedsOptionToBedrooms('9')).toBeUndefined();
  });
});
