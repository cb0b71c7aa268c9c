import { compactAmount } from '../core/format.ts';
import { isServiceType, type Bedrooms, type ListingType } from '../listings/listing-types.ts';

// Search beds options: Any, the three kinds of room, 1, 2, 3 and 4+. The spec's 4 and 5
// still work and mean 4+: the bedroom enumeration stops at more-than-3-bedrooms
// (docs/decisions/0004-resolving-the-specification.md).
export const SEARCH_BEDS_OPTIONS = ['Any', 'bedsitter', 'single-room', 'double-room', '1', '2', '3', '4+'] as const;
export type SearchBedsOption = (typeof SEARCH_BEDS_OPTIONS)[number];

// A Map, not an object: `'valueOf' in {...}` is true, and a lookup table keyed by what a
// client sent must answer only for the keys it holds.
const BEDS_TO_ENUM = new Map<string, Bedrooms>([
  ['1', '1-bedroom'],
  ['2', '2-bedroom'],
  ['3', '3-bedroom'],
  ['4', 'more-than-3-bedrooms'],
  ['5', 'more-than-3-bedrooms'],
  ['4+', 'more-than-3-bedrooms'],
]);

export function bedsOptionToBedrooms(option: string): Bedrooms | undefined {
  return BEDS_TO_ENUM.get(option);
}

export interface PriceBand {
  /** Stable identifier used in URLs. */
  id: string;
  label: string;
  min: number;
  /** Absent for the open-ended top band: the search then sends no maxPrice. */
  max?: number;
}

function bands(edges: readonly number[]): PriceBand[] {
  const label = (n: number) => compactAmount(n);
  const result: PriceBand[] = [
    { id: `below-${label(edges[0]!)}`, label: `Below ${label(edges[0]!)}`, min: 0, max: edges[0]! },
  ];
  for (let i = 1; i < edges.length; i += 1) {
    const [min, max] = [edges[i - 1]!, edges[i]!];
    result.push({ id: `${label(min)}-${label(max)}`, label: `${label(min)}-${label(max)}`, min, max });
  }
  const top = edges.at(-1)!;
  result.push({ id: `above-${label(top)}`, label: `Above ${label(top)}`, min: top });
  return result;
}

// Rentals: the spec's bands plus the missing 25k-30k one (docs/decisions/0004-resolving-the-specification.md).
// The others follow what their prices mean: a night, an asking price in millions, a starting price.
export const PRICE_BANDS: readonly PriceBand[] = bands([10_000, 15_000, 20_000, 25_000, 30_000]);
const BNB_BANDS = bands([3_000, 5_000, 8_000, 12_000, 20_000]);
const SALE_BANDS = bands([3_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000]);
const SERVICE_BANDS = bands([2_000, 5_000, 10_000, 20_000, 50_000]);

/** The price bands of a type; with no type chosen, the spec's (rental) bands. */
export function priceBandsFor(type: ListingType | null | undefined): readonly PriceBand[] {
  if (!type || type === 'rentals') return PRICE_BANDS;
  if (type === 'bnbs') return BNB_BANDS;
  if (type === 'for-sale') return SALE_BANDS;
  return isServiceType(type) ? SERVICE_BANDS : PRICE_BANDS;
}

export function findPriceBand(min?: number, max?: number, type?: ListingType | null): PriceBand | undefined {
  return priceBandsFor(type).find((band) => band.min === min && band.max === max);
}

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
