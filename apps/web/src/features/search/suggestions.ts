import { LISTING_TYPES, formatListingType, suggestNeighbourhoods, type ListingType } from '@nyumba/domain';

export type Suggestion =
  { kind: 'type'; type: ListingType; label: string } | { kind: 'place'; name: string; town: string; county: string };

export const SUGGESTION_LIMIT = 8;
// Types come first (there are few and they narrow the most), but never crowd out places.
const MAX_TYPE_SUGGESTIONS = 3;

/**
 * What the search box offers for a query: listing types whose value or label
 * contains it, then the built-in neighbourhoods (case-insensitive substring,
 * names that start with the query first).
 */
export function buildSuggestions(
  query: string,
  typeLabel: (type: ListingType) => string,
  limit = SUGGESTION_LIMIT,
): Suggestion[] {
  const q = query.trim().replace(/\s+/g, ' ').toLowerCase();
  if (q === '' || limit < 1) return [];
  const types: Suggestion[] = LISTING_TYPES.filter((type) =>
    [type, formatListingType(type), typeLabel(type)].some((text) => text.toLowerCase().includes(q)),
  )
    .slice(0, Math.min(MAX_TYPE_SUGGESTIONS, limit))
    .map((type) => ({ kind: 'type', type, label: typeLabel(type) }));
  const places: Suggestion[] = suggestNeighbourhoods(q, limit - types.length).map((place) => ({
    kind: 'place',
    name: place.name,
    town: place.town,
    county: place.county,
  }));
  return [...types, ...places];
}

/** A key that stays the same across renders, for React lists and option ids. */
export function suggestionKey(suggestion: Suggestion): string {
  return suggestion.kind === 'type' ? `type:${suggestion.type}` : `place:${suggestion.name}`;
}
