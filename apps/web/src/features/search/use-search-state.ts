import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applySearchState, parseSearchState, type SearchState } from './search-state';

export interface SetSearchOptions {
  /**
   * A submitted search is a new history entry so Back returns to the last one;
   * a filter tweak replaces the entry so Back does not replay every click.
   */
  push?: boolean;
}

/** The search held in the query string, and a setter that writes it back there. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);

  const setState = useCallback(
    (next: SearchState, { push = false }: SetSearchOptions = {}) => {
      setParams((current) => applySearchState(current, next), { replace: !push, preventScrollReset: true });
    },
    [setParams],
  );

  return [state, setState] as const;
}
