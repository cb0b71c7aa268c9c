// Public surface of the search feature: the map's filter panel reuses its filters and URL state.
export { FilterSelects } from './filter-selects';
export { SearchBox } from './search-box';
export { useSearchState } from './use-search-state';
export {
  EMPTY_SEARCH,
  activeFilterCount,
  alertFilters,
  filtersToQuery,
  parseSearchState,
  withSearchText,
  type SearchState,
} from './search-state';
