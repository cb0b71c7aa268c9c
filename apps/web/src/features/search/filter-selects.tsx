import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChevronDown } from 'lucide-react';
import {
  LISTING_TYPES,
  PRICE_BANDS,
  SEARCH_BEDS_OPTIONS,
  SEARCH_SORTS,
  formatBedrooms,
  groupThousands,
  isListingType,
  isServiceType,
  type SearchSort,
  type TypeCounts,
} from '@nyumba/domain';
import { CUSTOM_PRICE, priceBandValue, withPriceBand, type SearchState } from './search-state';

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

function Select({ label, value, onChange, disabled, children }: SelectProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative mt-1">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="block min-h-11 w-full appearance-none truncate rounded-xl border border-stone-500 bg-white py-2 pr-9 pl-3 text-base text-stone-900 shadow-sm disabled:bg-stone-100 disabled:text-stone-500"
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}

interface FilterSelectsProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
  /** Matching listings per type, shown beside each type when known. */
  counts?: Partial<TypeCounts>;
}

/** The Type, Beds and Price selects shared by the search page and the map's filter panel. */
export function FilterSelects({ state, onChange, counts }: FilterSelectsProps) {
  const { t } = useTranslation();
  const serviceType = state.type !== null && isServiceType(state.type);
  const bedsKnown = state.bedrooms === null || (SEARCH_BEDS_OPTIONS as readonly string[]).includes(state.bedrooms);
  const price = priceBandValue(state);

  return (
    <>
      <Select
        label={t('search.filters.type')}
        value={state.type ?? ''}
        onChange={(value) => {
          const type = isListingType(value) ? value : null;
          // Service providers have no bedrooms: a beds filter would hide them all.
          onChange({ ...state, type, bedrooms: type && isServiceType(type) ? null : state.bedrooms });
        }}
      >
        <option value="">{t('search.filters.anyType')}</option>
        {LISTING_TYPES.map((type) => (
          <option key={type} value={type}>
            {counts
              ? t('search.filters.typeWithCount', { type: t(`listings.types.${type}`), count: counts[type] ?? 0 })
              : t(`listings.types.${type}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('search.filters.beds')}
        value={state.bedrooms ?? ''}
        disabled={serviceType}
        onChange={(value) => onChange({ ...state, bedrooms: value || null })}
      >
        {SEARCH_BEDS_OPTIONS.map((option) => (
          <option key={option} value={option === 'Any' ? '' : option}>
            {option === 'Any' ? t('search.filters.anyBeds') : option}
          </option>
        ))}
        {bedsKnown || !state.bedrooms ? null : <option value={state.bedrooms}>{formatBedrooms(state.bedrooms)}</option>}
      </Select>
      <Select
        label={t('search.filters.price')}
        value={price}
        onChange={(value) => onChange(withPriceBand(state, value))}
      >
        <option value="">{t('search.filters.anyPrice')}</option>
        {PRICE_BANDS.map((band) => (
          <option key={band.id} value={band.id}>
            {band.label}
          </option>
        ))}
        {price === CUSTOM_PRICE ? (
          <option value={CUSTOM_PRICE}>
            {t('search.filters.customPrice', {
              min: groupThousands(state.minPrice ?? 0),
              max: state.maxPrice === null ? '…' : groupThousands(state.maxPrice),
            })}
          </option>
        ) : null}
      </Select>
    </>
  );
}

export function SortSelect({ state, onChange }: Omit<FilterSelectsProps, 'counts'>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('search.sort.label')}
      value={state.sort}
      onChange={(value) => onChange({ ...state, sort: value as SearchSort })}
    >
      {SEARCH_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`search.sort.${sort}`)}
        </option>
      ))}
    </Select>
  );
}
