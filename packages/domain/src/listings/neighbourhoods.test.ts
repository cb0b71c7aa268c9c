import { describe, it, expect } from 'vitest';
import {
  byEnglish,
  NEIGHBOURHOODS,
  NEIGHBOURHOOD_NAMES,
  findNeighbourhood,
  neighbourhoodCentre,
  nearestNeighbourhood,
  suggestNeighbourhoods,
} from './neighbourhoods.ts';

const COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita-Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo-Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi',
];

const located = NEIGHBOURHOODS.filter((n) => n.lat !== undefined && n.lng !== undefined);

function byName(name: string) {
  const found = NEIGHBOURHOODS.find((n) => n.name === name);
  if (!found) throw new Error(`missing ${name}`);
  return found;
}

describe('NEIGHBOURHOODS data', () => {
  it('has at least 340 entries', () => {
    expect(NEIGHBOURHOODS.length).toBeGreaterThanOrEqual(340);
  });

  it('has names unique ignoring case, with no stray whitespace', () => {
    const lower = NEIGHBOURHOODS.map((n) => n.name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    for (const n of NEIGHBOURHOODS) expect(n.name).toBe(n.name.trim().replace(/\s+/g, ' '));
  });

  it('uses only the 47 county names', () => {
    expect(new Set(COUNTIES).size).toBe(47);
    const unknown = NEIGHBOURHOODS.filter((n) => !COUNTIES.includes(n.county)).map((n) => `${n.name}: ${n.county}`);
    expect(unknown).toEqual([]);
  });

  it('gives every entry a town', () => {
    expect(NEIGHBOURHOODS.filter((n) => n.town.trim() === '')).toEqual([]);
  });

  it('puts every coordinate inside Kenya', () => {
    const outside = located.filter((n) => !(n.lat! >= -4.72 && n.lat! <= 5.03 && n.lng! >= 33.9 && n.lng! <= 41.92));
    expect(outside).toEqual([]);
  });

  it('has coordinates for at least 90% of entries', () => {
    expect(located.length / NEIGHBOURHOODS.length).toBeGreaterThanOrEqual(0.9);
  });

  it('is sorted by county, then name', () => {
    const sorted = [...NEIGHBOURHOODS].sort(
      (a, b) => a.county.localeCompare(b.county, 'en') || a.name.localeCompare(b.name, 'en'),
    );
    expect(NEIGHBOURHOODS).toEqual(sorted);
  });

  it("orders its names, towns and counties as Intl.Collator('en') does, without one", () => {
    const words = [...new Set(NEIGHBOURHOODS.flatMap((n) => [n.name, n.town, n.county]))].reverse();
    expect([...words].sort(byEnglish)).toEqual([...words].sort(new Intl.Collator('en').compare));
  });

  it.each([
    'Nairobi',
    'Mombasa',
    'Kisumu',
    'Nakuru',
    'Eldoret',
    'Thika',
    'Kiambu',
    'Machakos',
    'Kajiado',
    'Nyeri',
    'Naivasha',
    'Malindi',
  ])('has entries for %s', (town) => {
    expect(NEIGHBOURHOODS.some((n) => n.town === town)).toBe(true);
  });

  it('keeps Nairobi as the bulk of the list', () => {
    expect(NEIGHBOURHOODS.filter((n) => n.county === 'Nairobi').length).toBeGreaterThanOrEqual(100);
  });

  it('places satellite towns in their real counties', () => {
    expect(byName('Ruaka').county).toBe('Kiambu');
    expect(byName('Ongata Rongai').county).toBe('Kajiado');
    expect(byName('Mtwapa').county).toBe('Kilifi');
    expect(byName('Syokimau').county).toBe('Machakos');
    expect(byName('Diani').county).toBe('Kwale');
  });

  it('qualifies repeated estate names with their town', () => {
    expect(byName('Milimani').town).toBe('Kisumu');
    expect(byName('Milimani (Nakuru)').town).toBe('Nakuru');
    expect(byName('Milimani (Kitale)').town).toBe('Kitale');
  });

  it('derives NEIGHBOURHOOD_NAMES from the list', () => {
    expect(NEIGHBOURHOOD_NAMES).toEqual(NEIGHBOURHOODS.map((n) => n.name));
  });
});

describe('findNeighbourhood', () => {
  it('matches ignoring case and extra whitespace', () => {
    expect(findNeighbourhood('kilimani')?.name).toBe('Kilimani');
    expect(findNeighbourhood('  SOUTH   b ')?.name).toBe('South B');
    expect(findNeighbourhood('kahawa sukari')?.county).toBe('Kiambu');
    expect(findNeighbourhood('milimani (nakuru)')?.town).toBe('Nakuru');
  });

  it('returns undefined for unknown or partial names', () => {
    expect(findNeighbourhood('Atlantis')).toBeUndefined();
    expect(findNeighbourhood('Kilim')).toBeUndefined();
    expect(findNeighbourhood('')).toBeUndefined();
  });
});

describe('suggestNeighbourhoods', () => {
  it('finds Kilimani and Kileleshwa for "kil"', () => {
    const names = suggestNeighbourhoods('kil', 20).map((n) => n.name);
    expect(names).toContain('Kilimani');
    expect(names).toContain('Kileleshwa');
  });

  it('ranks name prefixes (shortest first), then word prefixes, then other substrings, alphabetically', () => {
    const names = suggestNeighbourhoods('kil', 50).map((n) => n.name);
    const rank = (name: string) => (name.toLowerCase().startsWith('kil') ? 0 : /\bkil/i.test(name) ? 1 : 2);
    const ranks = names.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(names.slice(0, 3)).toEqual(['Kilimani', 'Kileleshwa', 'Kilifi Town']);
    // The name the typed text is closest to comes first (issue 28: Nyalenda was above Nyali).
    expect(suggestNeighbourhoods('nyal', 2).map((n) => n.name)).toEqual(['Nyali', 'Nyalenda']);
    // Mnarani only matches through its town, Kilifi.
    expect(names.indexOf('Kilimani')).toBeLessThan(names.indexOf('Mnarani'));
  });

  it('puts word-prefix matches before inner substrings', () => {
    const names = suggestNeighbourhoods('mbo', 50).map((n) => n.name);
    expect(names[0]).toBe('Mbotela');
    expect(names.indexOf('Tom Mboya')).toBeGreaterThan(0);
    expect(names.indexOf('Tom Mboya')).toBeLessThan(names.indexOf('Bombolulu'));
    expect(names.indexOf('Bombolulu')).toBeLessThan(names.indexOf('Kimbo'));
  });

  it('ranks town matches after name matches', () => {
    const names = suggestNeighbourhoods('thika', 10).map((n) => n.name);
    expect(names[0]).toBe('Thika Town');
    expect(names).toContain('Section 9');
  });

  it('respects the limit', () => {
    expect(suggestNeighbourhoods('a')).toHaveLength(8);
    expect(suggestNeighbourhoods('a', 3)).toHaveLength(3);
    expect(suggestNeighbourhoods('a', 0)).toEqual([]);
  });

  it('returns nothing for a blank query or no match', () => {
    expect(suggestNeighbourhoods('')).toEqual([]);
    expect(suggestNeighbourhoods('   ')).toEqual([]);
    expect(suggestNeighbourhoods('zzzz')).toEqual([]);
  });
});

describe('nearestNeighbourhood', () => {
  it('snaps a point near Yaya Centre to a Nairobi neighbourhood around Kilimani', () => {
    const found = nearestNeighbourhood(-1.2921, 36.7866);
    expect(found?.county).toBe('Nairobi');
    expect(['Kilimani', 'Hurlingham', 'Kileleshwa', 'Adams Arcade', 'Woodley']).toContain(found?.name);
  });

  it("returns Nyali at Nyali's own coordinates", () => {
    const nyali = byName('Nyali');
    expect(nearestNeighbourhood(nyali.lat!, nyali.lng!)?.name).toBe('Nyali');
  });

  it('returns undefined far out in the Indian Ocean', () => {
    expect(nearestNeighbourhood(-3.5, 41.0)).toBeUndefined();
  });

  it('honours maxKm', () => {
    const kilimani = byName('Kilimani');
    // 0.05 degrees of latitude is about 5.6 km.
    expect(nearestNeighbourhood(kilimani.lat! - 0.05, kilimani.lng!, 1)).toBeUndefined();
    expect(nearestNeighbourhood(kilimani.lat! - 0.05, kilimani.lng!, 15)).toBeDefined();
    expect(nearestNeighbourhood(kilimani.lat!, kilimani.lng!, 0)?.name).toBe('Kilimani');
  });

  it('rejects non-finite input', () => {
    expect(nearestNeighbourhood(Number.NaN, 36.8)).toBeUndefined();
  });
});

describe('neighbourhoodCentre', () => {
  it('gives the centre of a known place whatever the spelling, and null otherwise', () => {
    expect(neighbourhoodCentre('Nyali')).toEqual({ lat: -4.038, lng: 39.709 });
    expect(neighbourhoodCentre('  nyALI ')).toEqual({ lat: -4.038, lng: 39.709 });
    // Known without a centre, unknown, empty.
    expect(neighbourhoodCentre('Greenspan')).toBeNull();
    expect(neighbourhoodCentre('Atlantis')).toBeNull();
    expect(neighbourhoodCentre('')).toBeNull();
    expect(neighbourhoodCentre(null)).toBeNull();
    expect(neighbourhoodCentre('constructor')).toBeNull();
  });
});
