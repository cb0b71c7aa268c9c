import { describe, expect, it } from 'vitest';
import { makeListing } from '../../test/make-listing';
import { patchListingCopies } from './listing-cache';

describe('patchListingCopies', () => {
  const target = makeListing({ _id: 'a', id: 'a' });
  const other = makeListing({ _id: 'b', id: 'b' });

  it('patches the listing wherever it sits and keeps every untouched branch', () => {
    const data = {
      pages: [{ listings: [other] }, { listings: [target, other] }],
      saved: [{ _id: 'entry', listing: target }],
    };
    const next = patchListingCopies(data, 'a', { saved: true, savedCount: 7 });
    expect(next.pages[1]?.listings[0]).toMatchObject({ _id: 'a', saved: true, savedCount: 7 });
    expect(next.saved[0]?.listing).toMatchObject({ saved: true, savedCount: 7 });
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pages[1]?.listings[1]).toBe(other);
    expect(data.pages[1]?.listings[0]?.saved).toBe(false);
  });

  it('returns the same data when there is nothing to change', () => {
    const data = { listings: [other], total: 1 };
    expect(patchListingCopies(data, 'a', { saved: true, savedCount: 1 })).toBe(data);
    expect(patchListingCopies(target, 'a', { saved: false, savedCount: 0 })).toBe(target);
    expect(patchListingCopies('text', 'a', { saved: true, savedCount: 1 })).toBe('text');
  });

  it('leaves objects that only share the id alone (the map answer has no saved flag)', () => {
    const mapListing = { _id: 'a', lat: 1, lng: 2 };
    expect(patchListingCopies(mapListing, 'a', { saved: true, savedCount: 1 })).toBe(mapListing);
  });
});
