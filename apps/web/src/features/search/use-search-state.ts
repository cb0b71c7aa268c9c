import { useCallback, useMemo, useRef } from 'react';
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
  // The router commits URL changes in a transition, so a quick second change (a price,
  // then at once a sort) can come from a render whose `state` is behind what we last
  // wrote. Remember the newest params: ours until the router's catch up or move on.
  const latest = useRef(params);
  const committed = useRef(params);
  if (committed.current !== params) {
    committed.current = params;
    latest.current = params;
  }

  const setState = useCallback(
    (next: SearchState, { push = false }: SetSearchOptions = {}) => {
      // Apply only the fields this change altered, onto the newest params.
      const current = new URLSearchParams(latest.current);
      const merged: SearchState = { ...parseSearchState(current) };
      for (const key of Object.keys(next) as (keyof SearchState)[]) {
        if (next[key] !== state[key]) (merged as Record<keyof SearchState, unknown>)[key] = next[key];
      }
      const nextParams = applySearchState(current, merged);
      latest.current = nextParams;
      setParams(nextParams, { replace: !push, preventScrollReset: true });
    },
    [setParams, state],
  );

  return [state, setState] as const;
}
