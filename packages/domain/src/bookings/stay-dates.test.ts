import { describe, expect, it } from 'vitest';
import { addDays, nightsBetween, nightsOf, stayPrice } from './stay-dates.ts';

describe("a stay's nights and price", () => {
  it('counts nights across a month and a year end, and prices them', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayPrice({ checkIn: '2026-12-30', checkOut: '2027-01-02', nightlyPrice: 4_500 })).toBe(13_500);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('prices no nights at nothing, never below it', () => {
    expect(stayPrice({ checkIn: '2026-12-30', checkOut: '2026-12-30', nightlyPrice: 4_500 })).toBe(0);
    expect(stayPrice({ checkIn: '2026-12-30', checkOut: '2026-12-28', nightlyPrice: 4_500 })).toBe(0);
  });
});
