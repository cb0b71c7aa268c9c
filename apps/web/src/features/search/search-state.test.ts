import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  activeFilterCount,
  alertFilters,
  applySearchState,
  filtersToQuery,
  parseSearchState,
  priceBandValue,
  searchStateToParams,
  withPriceBand,
  withSearchText,
  type SearchState,
} from './search-state';
import type { HandFilter } from '../../lib/hand-set-filters';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('search state in the query string', () => {
  it('reads every part of a search', () => {
    expect(parse('searchTerm=Kilimani&type=rentals&bedrooms=2&minPrice=20000&maxPrice=25000&sort=price_asc')).toEqual({
      searchTerm: 'Kilimani',
      type: 'rentals',
      trade: null,
      bedrooms: '2',
      minPrice: 20000,
      maxPrice: 25000,
      bathrooms: null,
      amenities: [],
      area: null,
      bbox: null,
      checkIn: null,
      checkOut: null,
      guests: null,
      openNow: null,
      emergency: null,
      sort: 'price_asc',
    });
    // A provider's own filters only with a service type: a home is never "open now".
    expect(parse('type=movers&openNow=true&emergency=true')).toMatchObject({ openNow: true, emergency: true });
    expect(parse('type=rentals&openNow=true&emergency=true')).toMatchObject({ openNow: null, emergency: null });
    // A trade decides its type, whatever the link's type says; an unknown one is dropped.
    expect(parse('type=movers&trade=electrician')).toMatchObject({ type: 'technicians', trade: 'electrician' });
    expect(parse('type=movers&trade=wizard')).toMatchObject({ type: 'movers', trade: null });
    expect(parse('area=kilimani&bathrooms=2&amenities=wifi,nonsense,cctv')).toMatchObject({
      area: 'Kilimani',
      bathrooms: 2,
      amenities: ['cctv', 'wifi'],
    });
  });

  it('gives the empty search for an empty query string', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(parse('type=castles&bedrooms=9&minPrice=abc&maxPrice=-5&sort=random')).toEqual(EMPTY_SEARCH);
    expect(parse('minPrice=30000&maxPrice=10000')).toMatchObject({ minPrice: 30000, maxPrice: null });
    expect(parse(`searchTerm=${'a'.repeat(150)}`).searchTerm).toHaveLength(100);
  });

  it("treats 'Any' beds as no filter and maps the counted bedroom values to the Beds options", () => {
    expect(parse('bedrooms=Any').bedrooms).toBeNull();
    expect(parse('bedrooms=2-bedroom').bedrooms).toBe('2');
    expect(parse('bedrooms=more-than-3-bedrooms').bedrooms).toBe('4+');
    // The spec's 4 and 5 both mean 4+.
    expect(parse('bedrooms=4').bedrooms).toBe('4+');
    expect(parse('bedrooms=5').bedrooms).toBe('4+');
    expect(parse('bedrooms=single-room').bedrooms).toBe('single-room');
    expect(parse('bedrooms=bedsitter').bedrooms).toBe('bedsitter');
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    expect(searchStateToParams(EMPTY_SEARCH).toString()).toBe('');
    const state: SearchState = {
      ...EMPTY_SEARCH,
      searchTerm: ' Kileleshwa ',
      type: 'bnbs',
      minPrice: 0,
      maxPrice: 10000,
    };
    expect(searchStateToParams(state).toString()).toBe('searchTerm=Kileleshwa&type=bnbs&minPrice=0&maxPrice=10000');
    expect(searchStateToParams({ ...EMPTY_SEARCH, sort: 'price_desc' }).toString()).toBe('sort=price_desc');
  });

  it('round-trips through the URL', () => {
    const state: SearchState = {
      searchTerm: 'South B',
      type: 'for-sale',
      trade: null,
      bedrooms: '3',
      minPrice: 25000,
      maxPrice: 30000,
      bathrooms: 2,
      amenities: ['water-tank', 'gym'],
      area: 'South B',
      openNow: null,
      emergency: null,
      bbox: '36.8,-1.32,36.85,-1.29',
      checkIn: '2026-12-12',
      checkOut: '2026-12-15',
      guests: 3,
      sort: 'price_desc',
    };
    expect(parseSearchState(searchStateToParams(state))).toEqual(state);
  });

  it('reads stay dates only whole: both real dates, check-out after check-in, within a year', () => {
    expect(parse('type=bnbs&checkIn=2026-12-12&checkOut=2026-12-15&guests=2')).toMatchObject({
      checkIn: '2026-12-12',
      checkOut: '2026-12-15',
      guests: 2,
    });
    for (const query of [
      'checkIn=2026-12-12',
      'checkIn=2026-12-15&checkOut=2026-12-12',
      'checkIn=2026-02-30&checkOut=2026-03-02',
      'checkIn=2026-01-01&checkOut=2027-06-01',
      'checkIn=12/12/2026&checkOut=15/12/2026',
    ])
      expect(parse(query)).toMatchObject({ checkIn: null, checkOut: null });
    expect(parse('guests=0').guests).toBeNull();
    expect(parse('guests=51').guests).toBeNull();
    // An alert is for new listings, not for dates.
    const dated = parse('type=bnbs&area=Diani&checkIn=2026-12-12&checkOut=2026-12-15&guests=2');
    expect(alertFilters(dated)).toEqual({ type: 'bnbs', area: 'Diani' });
    expect(activeFilterCount(dated)).toBe(4);
  });

  it("keeps the map's own parameters when the filters change", () => {
    const base = new URLSearchParams('lat=-1.29&lng=36.82&selectedId=abc&redirected=true&type=rentals');
    const next = applySearchState(base, { ...EMPTY_SEARCH, type: 'movers' });
    expect(next.toString()).toBe('lat=-1.29&lng=36.82&selectedId=abc&redirected=true&type=movers');
    expect(base.get('type')).toBe('rentals');
  });

  it("sends no maxPrice for 'Above 30k' and no empty values to the API", () => {
    const above = withPriceBand(EMPTY_SEARCH, 'above-30k');
    expect(filtersToQuery(above)).toEqual({
      searchTerm: undefined,
      type: undefined,
      bedrooms: undefined,
      minPrice: 30000,
      maxPrice: undefined,
      bathrooms: undefined,
      amenities: undefined,
      area: undefined,
    });
  });

  it('sends the API every filter the address (and so a chip) holds, with the same value', () => {
    // Each filter set at once; what the address says is what the list, the count, the map and
    // an alert are asked for. The trade was once shown as a chip and never sent.
    const full = parse(
      'searchTerm=borehole&trade=plumber&bedrooms=2&area=Kilimani&minPrice=1000&maxPrice=5000&bathrooms=2' +
        '&amenities=wifi,cctv&bbox=36.7,-1.4,36.9,-1.2&checkIn=2031-01-10&checkOut=2031-01-12&guests=3&sort=price_asc',
    );
    const sent = filtersToQuery(full);
    const shown = [...searchStateToParams(full)].filter(([key]) => key !== 'sort');
    expect(shown.length).toBe(13);
    for (const [key, value] of shown) expect([key, String(sent[key as keyof typeof sent])]).toEqual([key, value]);
    expect(alertFilters(full)).toMatchObject({ trade: 'plumber', type: 'technicians' });
    // The filter button's count is one per chip: the trade counts, a price range and the dates once each.
    expect(activeFilterCount(parse('trade=plumber&minPrice=1000&maxPrice=5000'))).toBe(3);
    expect(activeFilterCount(full)).toBe(11);
    // A provider's own filters, with a service type.
    const provider = parse('trade=plumber&openNow=true&emergency=true');
    expect(filtersToQuery(provider)).toMatchObject({ trade: 'plumber', openNow: 'true', emergency: 'true' });
    // An alert takes the call-outs, not "open now" (which says nothing of tomorrow's listings).
    expect(alertFilters(provider)).toEqual({ type: 'technicians', trade: 'plumber', emergency: 'true' });
  });

  it('turns what people type into filters and leaves the rest as text', () => {
    expect(withSearchText(EMPTY_SEARCH, '2br kileleshwa under 40k').state).toMatchObject({
      searchTerm: '',
      bedrooms: '2',
      area: 'Kileleshwa',
      minPrice: null,
      maxPrice: 40000,
    });
    expect(withSearchText(EMPTY_SEARCH, 'plumber westlands').state).toMatchObject({
      searchTerm: '',
      trade: 'plumber',
      type: 'technicians',
      area: 'Westlands',
    });
  });

  it('starts a typed search from what it says: nothing an earlier typed search set survives', () => {
    let state = EMPTY_SEARCH;
    let hand: HandFilter[] = [];
    const type = (text: string) => ({ state, handSet: hand } = withSearchText(state, text, hand));
    type('plumber westlands');
    type('2 bedroom kilimani');
    expect(state).toMatchObject({ type: null, bedrooms: '2', area: 'Kilimani', searchTerm: '' });
    type('bnb diani');
    expect(state).toMatchObject({ type: 'bnbs', bedrooms: null, area: 'Diani' });
    type('movers');
    expect(state).toEqual({ ...EMPTY_SEARCH, type: 'movers' });
    type('vyumba 2 kilimani chini ya 60k');
    expect(state).toEqual({ ...EMPTY_SEARCH, bedrooms: '2', area: 'Kilimani', maxPrice: 60000 });
    // The order is the person's and stays.
    expect(withSearchText({ ...EMPTY_SEARCH, sort: 'price_asc' }, 'kilimani').state.sort).toBe('price_asc');
  });

  it('keeps filters set by hand unless the text names its own or contradicts them', () => {
    const bnbs = { ...EMPTY_SEARCH, type: 'bnbs' as const, amenities: ['wifi' as const] };
    expect(withSearchText(bnbs, 'balcony', ['type', 'amenities'])).toEqual({
      state: { ...bnbs, searchTerm: 'balcony' },
      handSet: ['type', 'amenities'],
    });
    // The text names another type: it wins.
    expect(withSearchText(bnbs, 'movers', ['type']).state.type).toBe('movers');
    // A service chosen by hand, then bedrooms typed: the bedrooms win, the service goes.
    const movers = { ...EMPTY_SEARCH, type: 'movers' as const };
    expect(withSearchText(movers, '2 bedroom', ['type'])).toEqual({
      state: { ...EMPTY_SEARCH, bedrooms: '2' },
      handSet: [],
    });
    // A map area searched by hand stays for words; a place named in the text replaces it.
    const drawn = { ...EMPTY_SEARCH, bbox: '36.7,-1.35,36.9,-1.2' };
    expect(withSearchText(drawn, '2 bedroom', ['bbox']).state.bbox).toBe(drawn.bbox);
    expect(withSearchText(drawn, '2 bedroom kilimani', ['bbox'])).toEqual({
      state: { ...EMPTY_SEARCH, bedrooms: '2', area: 'Kilimani' },
      handSet: [],
    });
  });

  it('reads a map area only when it covers one', () => {
    expect(parse('bbox=36.7,-1.35,36.9,-1.2').bbox).toBe('36.7,-1.35,36.9,-1.2');
    for (const bad of ['36.9,-1.35,36.7,-1.2', '0x10,1,2,3', '1,2,3', 'nairobi'])
      expect(parse(`bbox=${bad}`).bbox).toBeNull();
  });

  it('offers the price bands of the chosen type', () => {
    const sale = withPriceBand({ ...EMPTY_SEARCH, type: 'for-sale' }, '5M-10M');
    expect(sale).toMatchObject({ minPrice: 5_000_000, maxPrice: 10_000_000 });
    expect(priceBandValue(sale)).toBe('5M-10M');
    expect(priceBandValue({ ...sale, type: 'rentals' })).toBe('custom');
    expect(withPriceBand({ ...EMPTY_SEARCH, type: 'bnbs' }, '3k-5k')).toMatchObject({ minPrice: 3000, maxPrice: 5000 });
  });

  it('selects price bands, including the added 25k-30k, and recognises them in links', () => {
    const band = withPriceBand(EMPTY_SEARCH, '25k-30k');
    expect(band).toMatchObject({ minPrice: 25000, maxPrice: 30000 });
    expect(priceBandValue(band)).toBe('25k-30k');
    expect(priceBandValue(parse('minPrice=30000'))).toBe('above-30k');
    expect(priceBandValue(parse('minPrice=12000&maxPrice=18000'))).toBe('custom');
    expect(priceBandValue(EMPTY_SEARCH)).toBe('');
    expect(withPriceBand(band, '')).toMatchObject({ minPrice: null, maxPrice: null });
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
    expect(activeFilterCount(parse('type=rentals&bedrooms=1&minPrice=0&maxPrice=10000&searchTerm=x'))).toBe(3);
    expect(activeFilterCount(parse('area=Kilimani&bathrooms=2&amenities=wifi,gym'))).toBe(4);
  });
});
