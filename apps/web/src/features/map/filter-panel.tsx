import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useOutsidePress } from '../../lib/use-outside-press';
import { EMPTY_SEARCH, FilterSelects, activeFilterCount, type SearchState } from '../search';

/** Typing in the panel's search box refreshes the map once the typing pauses. */
const TYPING_DEBOUNCE_MS = 400;

interface FilterPanelProps {
  filters: SearchState;
  onChange: (next: SearchState) => void;
}

/**
 * The filter button at the top right and the panel it toggles: 'Search listings...',
 * Type, Beds and Price. A press outside or Escape closes it; changes apply at once.
 */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters.searchTerm);
  const [shownTerm, setShownTerm] = useState(filters.searchTerm);
  const active = activeFilterCount(filters) + (filters.searchTerm ? 1 : 0);

  if (filters.searchTerm !== shownTerm) {
    setShownTerm(filters.searchTerm);
    setDraft(filters.searchTerm);
  }

  useOutsidePress(wrapRef, open, () => setOpen(false));

  // The latest filters for the debounced write, without restarting the timer when they change.
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    if (draft.trim() === latest.current.filters.searchTerm) return;
    const timer = setTimeout(() => {
      const { filters: current, onChange: apply } = latest.current;
      if (draft.trim() !== current.searchTerm) apply({ ...current, searchTerm: draft.trim() });
    }, TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div ref={wrapRef} onKeyDown={onKeyDown} className="pointer-events-auto flex flex-col items-end">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="relative inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-stone-800 shadow-md ring-1 ring-black/10 hover:bg-stone-50"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('map.filters')}
        {active > 0 ? (
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
            {active}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={t('map.filters')}
        hidden={!open}
        className="mt-2 w-[min(20rem,calc(100vw-1.5rem))] space-y-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-black/10"
      >
        <div>
          <label htmlFor={`${panelId}-search`} className="sr-only">
            {t('map.searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            />
            <input
              id={`${panelId}-search`}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t('map.searchPlaceholder')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onChange({ ...filters, searchTerm: draft.trim() });
              }}
              className="block min-h-11 w-full rounded-xl border border-stone-500 bg-white pr-3 pl-10 text-base text-stone-900 placeholder:text-stone-500"
            />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-3">
          <FilterSelects state={filters} onChange={onChange} />
        </div>
        <div className="flex justify-between gap-2 pt-1">
          <button
            type="button"
            disabled={active === 0}
            onClick={() => {
              setDraft('');
              onChange({ ...EMPTY_SEARCH, sort: filters.sort });
            }}
            className="min-h-11 rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent"
          >
            {t('map.clearFilters')}
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            className="btn-primary"
          >
            {t('map.done')}
          </button>
        </div>
      </div>
    </div>
  );
}
