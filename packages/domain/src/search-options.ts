import type { Bedrooms } from './listing-types.ts';

// Search beds options of the spec. 4 and 5 both mean "more than 3": the bedroom
// enumeration stops at more-than-3-bedrooms (docs/decisions/0004-resolving-the-specification.md).
export const SEARCH_BEDS_OPTIONS = ['Any', '1', '2', '3', '4', '5'] as const;
export type SearchBedsOption = (typeof SEARCH_BEDS_OPTIONS)[number];

// A Map, not an object: `'valueOf' in {...}` is true, and a lookup table keyed by what a
// client sent must answer only for the keys it holds.
const BEDS_TO_ENUM = new Map<string, Bedrooms>([
  ['1', '1-bedroom'],
  ['2', '2-bedroom'],
  ['3', '3-bedroom'],
  ['4', 'more-than-3-bedrooms'],
  ['5', 'more-than-3-bedrooms'],
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

// The spec's bands plus the missing 25k-30k one (docs/decisions/0004-resolving-the-specification.md).
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'below-10k', label: 'Below 10k', min: 0, max: 10000 },
  { id: '10k-15k', label: '10k-15k', min: 10000, max: 15000 },
  { id: '15k-20k', label: '15k-20k', min: 15000, max: 20000 },
  { id: '20k-25k', label: '20k-25k', min: 20000, max: 25000 },
  { id: '25k-30k', label: '25k-30k', min: 25000, max: 30000 },
  { id: 'above-30k', label: 'Above 30k', min: 30000 },
];

export function findPriceBand(min?: number, max?: number): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.min === min && band.max === max);
}

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
