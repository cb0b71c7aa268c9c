import { describe, expect, it } from 'vitest';
import { formatPinPrice, formatPrice } from '../core/format.ts';
import { ratingRank, starAverage } from './rating.ts';
import { licenceBodyOf, SERVICE_TYPES, TRADES, tradesOf, type Trade } from '../index.ts';

describe('"Best rated" (issue 32)', () => {
  const rank = (stars: number[]) =>
    ratingRank(
      stars.reduce((sum, s) => sum + s, 0),
      stars.length,
    );

  it('does not let one 5-star review outrank forty 4.8s, nor a cliff rank 2 perfect below 3 poor', () => {
    const forty = Array.from({ length: 40 }, (_, i): number => (i % 5 === 0 ? 4 : 5));
    expect(forty.reduce((a, b) => a + b) / 40).toBe(4.8);
    expect(rank([5])).toBeLessThan(rank(forty));
    expect(rank([5, 5])).toBeGreaterThan(rank([3, 3, 3]));
    expect(rank([])).toBe(0);
    // More of the same average ranks higher: the prior's pull fades.
    expect(rank([5, 5, 5, 5, 5, 5])).toBeGreaterThan(rank([5, 5]));
  });

  it('averages three star lines to one decimal', () => {
    // Two reviews: 5+4+5 and 4+4+4 over 2 reviews of 3 lines.
    expect(starAverage(14 + 12, 2)).toBe(4.3);
  });
});

describe('a service priced in its unit', () => {
  it('says the unit on every screen in both languages, and briefly on a pin', () => {
    expect(formatPrice(800, 'technicians', 'en', 'hour')).toBe('KSH 800 per hour');
    expect(formatPrice(800, 'technicians', 'sw', 'hour')).toBe('KSH 800 kwa saa');
    expect(formatPrice(15000, 'movers', 'en', 'job')).toBe('From KSH 15,000 per job');
    expect(formatPrice(15000, 'movers', 'sw', 'job')).toBe('Kuanzia KSH 15,000 kwa kazi');
    expect(formatPrice(1200, 'engineers', 'en', 'sqm')).toBe('KSH 1,200 per m²');
    // No unit: as before; a home ignores one.
    expect(formatPrice(2000, 'technicians', 'en', null)).toBe('From KSH 2,000');
    expect(formatPrice(25000, 'rentals', 'en', 'hour')).toBe('KSH 25,000/month');
    expect(formatPinPrice(800, 'technicians', 'en', 'hour')).toBe('800/hr');
    expect(formatPinPrice(1500, 'technicians', 'en', 'visit')).toBe('1.5k/visit');
    expect(formatPinPrice(15000, 'movers', 'en', 'job')).toBe('From 15k');
  });
});

describe('trades', () => {
  it('give every service type its own list, labelled in both languages', () => {
    for (const type of SERVICE_TYPES) expect(tradesOf(type).length).toBeGreaterThan(1);
    for (const trade of Object.keys(TRADES) as Trade[]) {
      expect(TRADES[trade].en).not.toBe('');
      expect(TRADES[trade].sw).not.toBe('');
    }
    expect(licenceBodyOf('electrician')).toBe('EPRA');
    expect(licenceBodyOf('building-contractor')).toBe('NCA');
    expect(licenceBodyOf('structural-engineer')).toBe('EBK');
    expect(licenceBodyOf('quantity-surveyor')).toBe('BORAQS');
    expect(licenceBodyOf('plumber')).toBeUndefined();
  });
});
