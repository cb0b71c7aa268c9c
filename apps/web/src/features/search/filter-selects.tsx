import { useId, type ReactNode } from 'react';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { ChevronDown } from 'lucide-react';
import {
  AMENITIES,
  LISTING_TYPES,
  SEARCH_BEDS_OPTIONS,
  SEARCH_SORTS,
  groupThousands,
  isListingType,
  isServiceType,
  isTrade,
  priceBandsFor,
  tradeLabel,
  tradesOf,
  TRADES,
  type SearchSort,
  type ServiceType,
  type TypeCounts,
} from '@nyumba/domain';
import { CUSTOM_PRICE, priceBandValue, withPriceBand, type SearchState } from './search-state';
import { priceBandLabel } from './price-band-label';
import { bedroomsLabel } from '../../lib/bedrooms-label';
import { StayFilter } from './stay-filter';
import { ProviderFilter } from './provider-filter';

interface SelectProps {
  /** Given by the caller: see FilterSelects on why not useId here. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

function Select({ id, label, value, onChange, disabled, children }: SelectProps) {
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
  /** The ids' stem (FilterSelects' own). */
  ids?: string;
  state: SearchState;
  onChange: (next: SearchState) => void;
  /** Matching listings per type, shown beside each type when known. */
  counts?: Partial<TypeCounts>;
}

/** The Type, Beds and Price selects shared by the search page and the map's filter panel. */
export function FilterSelects({ state, onChange, counts }: FilterSelectsProps) {
  const { t } = useTranslation();
  // One id taken when the filters mount, the selects' ids made from it: Preact's useId in a
  // part mounted later (the trades when a service type is chosen, a bnb's dates) repeated
  // the ids of selects before it, and a label then named the wrong select.
  const ids = useId();
  const serviceType = state.type !== null && isServiceType(state.type);
  const price = priceBandValue(state);

  return (
    <>
      <Select
        id={`${ids}-type`}
        label={t('search.filters.type')}
        value={state.type ?? ''}
        onChange={(value) => {
          const type = isListingType(value) ? value : null;
          const service = type !== null && isServiceType(type);
          // Service providers have no bedrooms: a beds filter would hide them all. A price
          // band of the old type means nothing in the new one's units.
          const next = {
            ...state,
            type,
            bedrooms: service ? null : state.bedrooms,
            // A trade belongs to one type: a plumber is no mover.
            trade: state.trade && type && TRADES[state.trade].type === type ? state.trade : null,
          };
          const keepPrice = price === CUSTOM_PRICE || price === '' || priceBandValue(next) !== CUSTOM_PRICE;
          onChange({
            ...next,
            ...(service ? { bathrooms: null, amenities: [] } : { openNow: null, emergency: null }),
            // Dates and guests are a bnb's: another type drops them.
            ...(type === 'bnbs' ? {} : { checkIn: null, checkOut: null, guests: null }),
            ...(keepPrice ? {} : { minPrice: null, maxPrice: null }),
          });
        }}
      >
        <option value="">{t('search.filters.anyType')}</option>
        {LISTING_TYPES.map((type) => (
          <option key={type} value={type}>
            {counts
              ? t('search.filters.typeWithCount', {
                  type: t(`listings.types.${type}`),
                  count: counts[type] ?? 0,
                  capped: true,
                })
              : t(`listings.types.${type}`)}
          </option>
        ))}
      </Select>
      {serviceType ? <TradeSelect state={state} onChange={onChange} ids={ids} /> : null}
      {serviceType ? null : <BedsSelect state={state} onChange={onChange} ids={ids} />}
      <Select
        id={`${ids}-price`}
        label={t('search.filters.price')}
        value={price}
        onChange={(value) => onChange(withPriceBand(state, value))}
      >
        <option value="">{t('search.filters.anyPrice')}</option>
        {priceBandsFor(state.type).map((band) => (
          <option key={band.id} value={band.id}>
            {priceBandLabel(band, t)}
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
      {/* A provider has no bathrooms: the filter is not offered, not shown greyed out. */}
      {serviceType ? null : (
        <Select
          id={`${ids}-baths`}
          label={t('search.filters.bathrooms')}
          value={state.bathrooms === null ? '' : String(state.bathrooms)}
          onChange={(value) => onChange({ ...state, bathrooms: value ? Number(value) : null })}
        >
          <option value="">{t('search.filters.anyBathrooms')}</option>
          {[1, 2, 3, 4].map((count) => (
            <option key={count} value={count}>
              {t('search.filters.bathroomsAtLeast', { count })}
            </option>
          ))}
        </Select>
      )}
      {state.type === 'bnbs' ? <StayFilter state={state} onChange={onChange} ids={ids} /> : null}
      {serviceType ? (
        <ProviderFilter state={state} onChange={onChange} />
      ) : (
        <AmenityFilter state={state} onChange={onChange} />
      )}
    </>
  );
}

/** A service type's trades, where a home's beds would be. */
function TradeSelect({ state, onChange, ids }: Omit<FilterSelectsProps, 'counts'>) {
  const { t } = useTranslation();
  return (
    <Select
      id={`${ids}-trade`}
      label={t('search.filters.trade')}
      value={state.trade ?? ''}
      onChange={(value) => onChange({ ...state, trade: isTrade(value) ? value : null })}
    >
      <option value="">{t('search.filters.anyTrade')}</option>
      {tradesOf(state.type as ServiceType).map((trade) => (
        <option key={trade} value={trade}>
          {tradeLabel(trade, currentLanguage())}
        </option>
      ))}
    </Select>
  );
}

function BedsSelect({ state, onChange, ids }: Omit<FilterSelectsProps, 'counts'>) {
  const { t } = useTranslation();
  const bedsKnown = state.bedrooms === null || (SEARCH_BEDS_OPTIONS as readonly string[]).includes(state.bedrooms);
  return (
    <Select
      id={`${ids}-beds`}
      label={t('search.filters.beds')}
      value={state.bedrooms ?? ''}
      onChange={(value) => onChange({ ...state, bedrooms: value || null })}
    >
      {SEARCH_BEDS_OPTIONS.map((option) => (
        <option key={option} value={option === 'Any' ? '' : option}>
          {option === 'Any' ? t('search.filters.anyBeds') : t(`search.filters.bedsOptions.${option}`)}
        </option>
      ))}
      {bedsKnown || !state.bedrooms ? null : <option value={state.bedrooms}>{bedroomsLabel(state.bedrooms, t)}</option>}
    </Select>
  );
}

/** Amenities the listings must all have, behind a disclosure so the row stays short. */
function AmenityFilter({ state, onChange }: Omit<FilterSelectsProps, 'counts'>) {
  const { t } = useTranslation();
  const count = state.amenities.length;
  return (
    <details className="col-span-full rounded-xl border border-stone-300 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-stone-800">
        {count ? t('search.filters.amenitiesChosen', { count }) : t('search.filters.amenities')}
      </summary>
      <fieldset className="grid grid-cols-1 gap-x-4 px-3 pb-2 sm:grid-cols-3">
        <legend className="sr-only">{t('search.filters.amenities')}</legend>
        {AMENITIES.map((amenity) => (
          <label
            key={amenity}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800"
          >
            <input
              type="checkbox"
              className="size-5 rounded border-stone-400 accent-brand-700"
              checked={state.amenities.includes(amenity)}
              onChange={(event) =>
                onChange({
                  ...state,
                  amenities: AMENITIES.filter((a) =>
                    a === amenity ? event.target.checked : state.amenities.includes(a),
                  ),
                })
              }
            />
            {t(`listings.amenities.${amenity}`)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export function SortSelect({ state, onChange }: Omit<FilterSelectsProps, 'counts'>) {
  const { t } = useTranslation();
  return (
    <Select
      id={useId()}
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
