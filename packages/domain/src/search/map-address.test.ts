import { describe, expect, it } from 'vitest';
import { canonicalMapQuery } from './map-address.ts';

/** A query string read as the screen reads it (this package has no DOM types, so no URLSearchParams). */
function canonical(query: string): string {
  const values = new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
  return canonicalMapQuery({ get: (name) => values.get(name) ?? null });
}

describe('the map’s address as its screen reads it', () => {
  it('keeps the filters in their order and the map’s own keys when well formed', () => {
    expect(
      canonical(
        'show=list&redirected=true&lng=36.8&lat=-1.3&type=rentals&selectedId=11111111-1111-4111-8111-111111111111&at=-1.29,36.82,15&area=Kilimani',
      ),
    ).toBe(
      'type=rentals&area=Kilimani&at=-1.29%2C36.82%2C15&selectedId=11111111-1111-4111-8111-111111111111&lat=-1.3&lng=36.8&redirected=true&show=list',
    );
  });

  it('drops what the map cannot read, so a junk address is the map it would open', () => {
    expect(canonical('utm_source=x&at=1,2&selectedId=abc&lat=north&redirected=1&show=map&zoom=3')).toBe('');
    expect(canonical('at=-1.29,36.82,150')).toBe('');
    expect(canonical('lat=1e9&lng=Infinity')).toBe('');
  });
});
