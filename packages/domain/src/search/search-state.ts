import { AMENITIES, type Amenity } from '../listings/listing-facts.ts';
import { BEDROOMS, isListingType, isServiceType, type ListingType } from '../listings/listing-types.ts';
import { findNeighbourhood } from '../listings/neighbourhoods.ts';
import { SEARCH_BEDS_OPTIONS, SEARCH_SORTS, type SearchSort } from './search-options.ts';
import { understandSearch } from './search-understanding.ts';
import { bboxSchema } from './search.ts';
import { isRealDate } from '../bookings/stay-dates.ts';
import { isTrade, TRADES, type Trade } from '../listings/services.ts';

/**
 * The whole search as the query string holds it, so a search can be shared
 * over WhatsApp and the back button returns to the previous one.
 */
export interface SearchState {
  /** '' when there is no term. */
  searchTerm: string;
  type: ListingType | null;
  /** A service's trade (services.ts); its type is the trade's. */
  trade: Trade | null;
  /** A beds option ('bedsitter', '1'…'3', '4+'); older links' 4, 5 and enum values are read as one. */
  bedrooms: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** At least this many bathrooms. */
  bathrooms: number | null;
  /** Every one of these. */
  amenities: Amenity[];
  /** A neighbourhood's stored name. */
  area: string | null;
  /** "Search this area": west,south,east,north of the results' map when it was asked. */
  bbox: string | null;
  /** Bnbs free from check-in to check-out (YYYY-MM-DD, both or neither). */
  checkIn: string | null;
  checkOut: string | null;
  /** Bnbs that take at least this many guests. */
  guests: number | null;
  /** Providers working at this moment (their week and hours, in Kenya). */
  openNow: true | null;
  /** Providers who take emergency call-outs. */
  emergency: true | null;
  sort: SearchSort;
}

export const DEFAULT_SORT: SearchSort = 'newest';

export const EMPTY_SEARCH: SearchState = {
  searchTerm: '',
  type: null,
  trade: null,
  bedrooms: null,
  minPrice: null,
  maxPrice: null,
  bathrooms: null,
  amenities: [],
  area: null,
  bbox: null,
  checkIn: null,
  checkOut: null,
  guests: null,
  openNow: null,
  emergency: null,
  sort: DEFAULT_SORT,
};

/**
 * Every key this module owns; other parameters (the map's lat, lng…) are left alone. `q`
 * is a typed text not yet read into filters; writing a search drops it.
 */
export const SEARCH_KEYS = [
  'q',
  'searchTerm',
  'type',
  'trade',
  'bedrooms',
  'area',
  'minPrice',
  'maxPrice',
  'bathrooms',
  'amenities',
  'bbox',
  'checkIn',
  'checkOut',
  'guests',
  'openNow',
  'emergency',
  'sort',
] as const;

const SEARCH_TERM_MAX = 100;

const AMENITIES_ORDER = AMENITIES;

// The enum values the Beds select already has an option for.
const ENUM_TO_BEDS = new Map<string, string>([
  ['1-bedroom', '1'],
  ['2-bedroom', '2'],
  ['3-bedroom', '3'],
  ['more-than-3-bedrooms', '4+'],
]);

/** The Beds option a value stands for (an option, the spec's 1-5, or an enum value); null for any. */
export function parseBedrooms(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.toLowerCase() === 'any') return null;
  // The spec's 4 and 5 both mean 4+.
  if (trimmed === '4' || trimmed === '5') return '4+';
  if ((SEARCH_BEDS_OPTIONS as readonly string[]).includes(trimmed)) return trimmed;
  if ((BEDROOMS as readonly string[]).includes(trimmed)) return ENUM_TO_BEDS.get(trimmed) ?? trimmed;
  return null;
}

function parseMoney(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function parseBathrooms(value: string | null): number | null {
  const trimmed = value?.trim() ?? '';
  return /^(?:[1-9]|1\d|20)$/.test(trimmed) ? Number(trimmed) : null;
}

function parseAmenities(value: string | null): Amenity[] {
  const listed = (value ?? '').split(',').map((item) => item.trim());
  return AMENITIES_ORDER.filter((amenity) => listed.includes(amenity));
}

/** A map box as the address holds it: four decimals that cover an area, else none. */
function parseBbox(value: string | null): string | null {
  if (!value) return null;
  const box = bboxSchema.safeParse(value.slice(0, 200));
  return box.success ? [box.data.west, box.data.south, box.data.east, box.data.north].join(',') : null;
}

const serviceType = (type: string): boolean => isListingType(type) && isServiceType(type);

const isDate = (value: string | null): value is string => value !== null && isRealDate(value);

/** Stay dates: both real dates with check-out after check-in, at most a year apart; else neither. */
function parseStayDates(checkIn: string | null, checkOut: string | null) {
  const inside = isDate(checkIn) && isDate(checkOut) && checkOut > checkIn;
  const span = inside ? (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000 : 0;
  return inside && span <= 365 ? { checkIn, checkOut } : { checkIn: null, checkOut: null };
}

function parseGuests(value: string | null): number | null {
  const trimmed = value?.trim() ?? '';
  return /^(?:[1-9]|[1-4]\d|50)$/.test(trimmed) ? Number(trimmed) : null;
}

function parseSort(value: string | null): SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? '') ? (value as SearchSort) : DEFAULT_SORT;
}

/** What the state needs of a query string: URLSearchParams has it (this package has no DOM types). */
export interface QueryStringReader {
  get(name: string): string | null;
}

/**
 * Reads a search from the query string. Hand-edited or stale links must never
 * turn into a 400 from the server, so anything invalid is dropped, not sent.
 */
export function parseSearchState(params: QueryStringReader): SearchState {
  // A search typed elsewhere (the home page's box sends only its text, so that page need
  // not carry the understanding of it): read as if typed here.
  const typed = params.get('q')?.trim();
  if (typed) return searchFromText(typed.slice(0, SEARCH_TERM_MAX), parseSort(params.get('sort')));
  const trade = params.get('trade')?.trim() ?? '';
  // A trade decides the type (a plumber is a technician whatever the link says).
  const type = isTrade(trade) ? TRADES[trade].type : (params.get('type')?.trim() ?? '');
  const minPrice = parseMoney(params.get('minPrice'));
  let maxPrice = parseMoney(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) maxPrice = null;
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim().slice(0, SEARCH_TERM_MAX),
    type: isListingType(type) ? type : null,
    trade: isTrade(trade) ? trade : null,
    bedrooms: parseBedrooms(params.get('bedrooms')),
    minPrice,
    maxPrice,
    bathrooms: parseBathrooms(params.get('bathrooms')),
    amenities: parseAmenities(params.get('amenities')),
    area: findNeighbourhood((params.get('area') ?? '').slice(0, 100))?.name ?? null,
    bbox: parseBbox(params.get('bbox')),
    ...parseStayDates(params.get('checkIn'), params.get('checkOut')),
    guests: parseGuests(params.get('guests')),
    // A provider's own filters: only with a service type (a home is never "open now").
    openNow: params.get('openNow') === 'true' && serviceType(type) ? true : null,
    emergency: params.get('emergency') === 'true' && serviceType(type) ? true : null,
    sort: parseSort(params.get('sort')),
  };
}

/** The search's query parameters in a fixed order; defaults are left out. */
export function searchStateEntries(state: SearchState): [string, string][] {
  const entries: [string, string][] = [];
  const term = state.searchTerm.trim();
  if (term) entries.push(['searchTerm', term]);
  if (state.type) entries.push(['type', state.type]);
  if (state.trade) entries.push(['trade', state.trade]);
  if (state.bedrooms) entries.push(['bedrooms', state.bedrooms]);
  if (state.area) entries.push(['area', state.area]);
  if (state.minPrice !== null) entries.push(['minPrice', String(state.minPrice)]);
  if (state.maxPrice !== null) entries.push(['maxPrice', String(state.maxPrice)]);
  if (state.bathrooms !== null) entries.push(['bathrooms', String(state.bathrooms)]);
  if (state.amenities.length) entries.push(['amenities', state.amenities.join(',')]);
  if (state.bbox) entries.push(['bbox', state.bbox]);
  if (state.checkIn && state.checkOut) entries.push(['checkIn', state.checkIn], ['checkOut', state.checkOut]);
  if (state.guests !== null) entries.push(['guests', String(state.guests)]);
  if (state.openNow) entries.push(['openNow', 'true']);
  if (state.emergency) entries.push(['emergency', 'true']);
  if (state.sort !== DEFAULT_SORT) entries.push(['sort', state.sort]);
  return entries;
}

/**
 * The query string of a search screen as its state reads it: junk parameters and
 * values the screen ignores are gone, so two addresses that draw the same page are one.
 */
export function canonicalSearchQuery(params: QueryStringReader): string {
  return searchStateEntries(parseSearchState(params))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * A typed search, wherever it was typed (home, the search screen, the map's panel): a new
 * search of what the text says. The area, bedrooms, bathrooms, type and price it names
 * become filters (shown as chips), the rest is the search text, and nothing of the search
 * before carries over but its order: "movers" after "bnb diani" finds every mover, not the
 * movers who are bnbs in Diani. "2br kileleshwa under 40k" → 2 bedrooms, Kileleshwa, at most
 * 40,000; "vyumba 2 kilimani" the same in Swahili.
 */
export function searchFromText(text: string, sort: SearchSort = DEFAULT_SORT): SearchState {
  const understood = understandSearch(text);
  return {
    ...EMPTY_SEARCH,
    sort,
    searchTerm: understood.rest.slice(0, SEARCH_TERM_MAX),
    type: understood.type ?? null,
    trade: understood.trade ?? null,
    bedrooms: understood.bedrooms ? parseBedrooms(understood.bedrooms) : null,
    area: understood.area ?? null,
    bathrooms: understood.bathrooms ?? null,
    minPrice: understood.minPrice ?? null,
    maxPrice: understood.maxPrice ?? null,
  };
}
