import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  applySearchState,
  changedFilters,
  isSet,
  parseSearchState,
  withSearchText,
  type SearchState,
} from './search-state';
import { handSetState, readHandSet, type HandFilter } from '../../lib/hand-set-filters';

export interface SetSearchOptions {
  /**
   * A submitted search is a new history entry so Back returns to the last one;
   * a filter tweak replaces the entry so Back does not replay every click.
   */
  push?: boolean;
}

/** The search held in the query string, a setter that writes it back there, and typing. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseSearchState(params), [params]);
  const handSet = useMemo(() => readHandSet(location.state), [location.state]);
  // The router commits URL changes in a transition, so a quick second change (a price,
  // then at once a sort) can come from a render whose `state` is behind what we last
  // wrote. Remember the newest params: ours until the router's catch up or move on.
  const latest = useRef(params);
  const latestHand = useRef(handSet);
  const committed = useRef(params);
  if (committed.current !== params) {
    committed.current = params;
    latest.current = params;
    latestHand.current = handSet;
  }

  // Text typed on another screen (?q=…) is read into filters; the address then says them,
  // so a shared link and Back show the chips, not the raw text.
  useEffect(() => {
    if (params.has('q')) setParams(applySearchState(params, state), { replace: true, preventScrollReset: true });
  }, [params, setParams, state]);

  const write = useCallback(
    (next: SearchState, hand: HandFilter[], push: boolean) => {
      const nextParams = applySearchState(latest.current, next);
      latest.current = nextParams;
      latestHand.current = hand;
      setParams(nextParams, { replace: !push, preventScrollReset: true, state: handSetState(...hand) });
    },
    [setParams],
  );

  /** A change made by hand (a select, a chip, a type): those filters become the person's own. */
  const setState = useCallback(
    (next: SearchState, { push = false }: SetSearchOptions = {}) => {
      // Apply only the fields this change altered, onto the newest params.
      const current = parseSearchState(new URLSearchParams(latest.current));
      const merged: SearchState = { ...current };
      for (const key of Object.keys(next) as (keyof SearchState)[]) {
        if (next[key] !== state[key]) (merged as Record<keyof SearchState, unknown>)[key] = next[key];
      }
      const changed = changedFilters(current, merged);
      // Those it changed are now the person's own; a cleared one is no one's.
      const hand = [...latestHand.current.filter((key) => !changed.includes(key)), ...changed].filter((key) =>
        isSet(merged, key),
      );
      write(merged, hand, push);
    },
    [state, write],
  );

  /** A typed search (pushed): what the text says, plus the filters set by hand. Answers the text left. */
  const search = useCallback(
    (text: string): string => {
      const current = parseSearchState(new URLSearchParams(latest.current));
      const typed = withSearchText(current, text, latestHand.current);
      write(typed.state, typed.handSet, true);
      return typed.state.searchTerm;
    },
    [write],
  );

  return [state, setState, search] as const;
}
