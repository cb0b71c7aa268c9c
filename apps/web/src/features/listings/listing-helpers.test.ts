import { describe, expect, it } from 'vitest';
import { formatListingDate } from './listing-helpers';

describe('formatListingDate', () => {
  it("writes en-KE's medium date exactly as Intl does, in Kenyan time, for every month", () => {
    const intl = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });
    for (let month = 0; month < 12; month += 1) {
      for (const hourUtc of [0, 12, 20, 21, 23]) {
        const iso = new Date(Date.UTC(2026, month, month === 1 ? 28 : 30, hourUtc, 30)).toISOString();
        expect(formatListingDate(iso)).toBe(intl.format(new Date(iso)));
      }
    }
  });

  it('counts the day in Kenya: 21:30 UTC is already the next day there', () => {
    expect(formatListingDate('2025-06-02T21:30:00.000Z')).toBe('3 Jun 2025');
    expect(formatListingDate('2025-12-31T20:59:00.000Z')).toBe('31 Dec 2025');
    expect(formatListingDate('2025-12-31T21:00:00.000Z')).toBe('1 Jan 2026');
  });

  it('leaves a date it cannot read as it came, and uses Intl for other locales', () => {
    expect(formatListingDate('not a date')).toBe('not a date');
    expect(formatListingDate('2025-06-02T21:30:00.000Z', 'en-US')).toBe('Jun 3, 2025');
  });
});
