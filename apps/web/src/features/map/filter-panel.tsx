import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SlidersHorizontal } from 'lucide-react';
import { useOutsidePress } from '../../lib/use-outside-press';
import { EMPTY_SEARCH, FilterSelects, SearchBox, activeFilterCount, type SearchState } from '../search';

interface FilterPanelProps {
  filters: SearchState;
  onChange: (next: SearchState) => void;
  /** A typed search (useSearchState's): answers the text left once filters were read out of it. */
  onSearch: (text: string) => string;
}

/**
 * The filter button at the top right and the panel it toggles: 'Search listings...' (the
 * search page's own box: neighbourhood and type suggestions, typed searches read as
 * filters), then the search page's filters. A press outside or Escape closes it; changes
 * apply at once.
 */
export function FilterPanel({ filters, onChange, onSearch }: FilterPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters) + (filters.searchTerm ? 1 : 0);

  useOutsidePress(wrapRef, open, () => setOpen(false));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The search box uses Escape first (closing its suggestions, then clearing its text).
    if (event.key === 'Escape' && open && !event.defaultPrevented) {
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
        <SearchBox
          term={filters.searchTerm}
          placeholder={t('map.searchPlaceholder')}
          label={t('map.searchLabel')}
          onSearch={onSearch}
          onPickType={(type) => onChange({ ...filters, type })}
        />
        <div className="grid grid-cols-1 gap-3">
          <FilterSelects state={filters} onChange={onChange} />
        </div>
        <div className="flex justify-between gap-2 pt-1">
          <button
            type="button"
            disabled={active === 0}
            onClick={() => onChange({ ...EMPTY_SEARCH, sort: filters.sort })}
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
