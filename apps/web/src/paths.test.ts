// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds URLs with encoded ids', () => {
    expect(paths.listing('a b/c')).toBe('/listing/a%20b%2Fc');
    expect(paths.updateListing('42')).toBe('/update-listing/42');
    expect(paths.post('p1')).toBe('/blog/p1');
  });

  it('builds search and map queries, leaving out empty values', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search({ type: 'rentals' })).toBe('/search?type=rentals');
    expect(paths.search({ searchTerm: 'Kilimani', type: '', bedrooms: undefined })).toBe('/search?searchTerm=Kilimani');
    expect(paths.mapLayout()).toBe('/maplayout');
    expect(paths.mapLayout({ lat: -1.2921, lng: 36.8219, selectedId: 'x1', redirected: true })).toBe(
      '/maplayout?lat=-1.2921&lng=36.8219&selectedId=x1&redirected=true',
    );
    expect(paths.mapLayout({ lat: 0, lng: 0, redirected: false })).toBe('/maplayout?lat=0&lng=0');
  });
});
