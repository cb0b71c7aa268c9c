import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES } from './form-values';
import { acceptListingDraft } from './listing-draft';

const photo = '/images/abc-640.webp';

describe('acceptListingDraft', () => {
  it('takes back every field the form writes', () => {
    const values = {
      ...EMPTY_VALUES,
      type: 'bnbs' as const,
      bedrooms: '2-bedroom' as const,
      name: 'Nyali beach flat',
      price: '4,500',
      furnished: true,
      location: { lat: -4.04, lng: 39.72 },
      amenities: ['wifi' as const],
      maxGuests: '4',
      areasServed: [],
    };
    expect(acceptListingDraft({ values, photos: [photo] })).toEqual({ values, photos: [photo] });
  });

  it.each([
    null,
    'text',
    42,
    [],
    { values: {} },
    { photos: [] },
    { values: null, photos: [] },
    { values: {}, photos: 'x' },
  ])('refuses %j', (value) => {
    expect(acceptListingDraft(value)).toBeNull();
  });

  it('keeps the fields with the right shape and starts the others empty', () => {
    const draft = acceptListingDraft({
      values: {
        type: 'castle',
        bedrooms: '7-bedroom',
        name: 'Kept',
        description: 12,
        furnished: 'yes',
        parking: true,
        location: { lat: 200, lng: 0 },
        amenities: ['wifi', 'moat', 3],
        areasServed: 'Kilimani',
        price: 'x'.repeat(50_000),
        __proto__: { polluted: true },
      },
      photos: Array.from({ length: 20 }, () => photo),
    });
    expect(draft?.values).toEqual({ ...EMPTY_VALUES, name: 'Kept', parking: true, amenities: [] });
    expect(draft?.photos).toHaveLength(9);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
