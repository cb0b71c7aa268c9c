import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { buildSuggestions, SUGGESTION_LIMIT } from './suggestions';

const label = (type: string) => i18n.t(`listings.types.${type as 'rentals'}`);
const names = (query: string) =>
  buildSuggestions(query, label).map((s) => (s.kind === 'type' ? `type:${s.type}` : s.name));

describe('search suggestions', () => {
  it("offers Kilimani and Kileleshwa for 'kil', whatever the case", () => {
    for (const query of ['kil', 'KIL', '  Kil ']) {
      expect(names(query)).toEqual(expect.arrayContaining(['Kilimani', 'Kileleshwa']));
    }
  });

  it('matches anywhere in a name, not only at the start', () => {
    expect(names('leshwa')).toContain('Kileleshwa');
  });

  it('offers listing types by their value or their label', () => {
    expect(names('rent')[0]).toBe('type:rentals');
    expect(names('bnb')).toContain('type:bnbs');
    expect(names('interior d')).toContain('type:interior-designer');
    expect(names('for sale')).toContain('type:for-sale');
  });

  it('offers nothing for an empty query and at most the limit otherwise', () => {
    expect(buildSuggestions('', label)).toEqual([]);
    expect(buildSuggestions('   ', label)).toEqual([]);
    expect(buildSuggestions('a', label).length).toBe(SUGGESTION_LIMIT);
  });
});
