import { X } from 'lucide-react';
import { SEARCH_BEDS_OPTIONS, findPriceBand, groupThousands, tradeLabel, type SearchState } from '@nyumba/domain';
import type { TFunction } from '../../i18n';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { shortStayDate } from './stay-filter';
import { stayFilterTexts } from './stay-filter-texts';
import { providerFilterTexts } from './provider-filter';
import { priceBandLabel } from './price-band-label';

interface Chip {
  key: string;
  label: string;
  without: SearchState;
}

function priceLabel(state: SearchState, t: TFunction): string {
  const band = findPriceBand(state.minPrice ?? undefined, state.maxPrice ?? undefined, state.type);
  if (band) return priceBandLabel(band, t);
  if (state.maxPrice === null) return `KSH ${groupThousands(state.minPrice ?? 0)}+`;
  return `KSH ${groupThousands(state.minPrice ?? 0)} – ${groupThousands(state.maxPrice)}`;
}

/** The filters in force, each as a chip's label and the search without it. */
export function chipsOf(state: SearchState, t: TFunction): Chip[] {
  const chips: Chip[] = [];
  if (state.type)
    chips.push({ key: 'type', label: t(`listings.types.${state.type}`), without: { ...state, type: null } });
  if (state.trade)
    chips.push({
      key: 'trade',
      label: tradeLabel(state.trade, currentLanguage()),
      without: { ...state, trade: null },
    });
  if (state.bedrooms) {
    const option = SEARCH_BEDS_OPTIONS.find((o) => o === state.bedrooms && o !== 'Any');
    const value = option && option !== 'Any' ? t(`search.filters.bedsOptions.${option}`) : state.bedrooms;
    chips.push({ key: 'beds', label: t('search.chips.bedrooms', { value }), without: { ...state, bedrooms: null } });
  }
  if (state.area)
    chips.push({ key: 'area', label: t('search.chips.area', { area: state.area }), without: { ...state, area: null } });
  if (state.bbox) chips.push({ key: 'bbox', label: t('search.chips.mapArea'), without: { ...state, bbox: null } });
  if (state.minPrice !== null || state.maxPrice !== null)
    chips.push({
      key: 'price',
      label: t('search.chips.price', { value: priceLabel(state, t) }),
      without: { ...state, minPrice: null, maxPrice: null },
    });
  if (state.bathrooms !== null)
    chips.push({
      key: 'baths',
      label: t('search.chips.bathrooms', { count: state.bathrooms }),
      without: { ...state, bathrooms: null },
    });
  if (state.checkIn && state.checkOut)
    chips.push({
      key: 'dates',
      label: stayFilterTexts(currentLanguage()).datesChip(shortStayDate(state.checkIn), shortStayDate(state.checkOut)),
      without: { ...state, checkIn: null, checkOut: null },
    });
  if (state.guests !== null)
    chips.push({
      key: 'guests',
      label: stayFilterTexts(currentLanguage()).guestsChip(state.guests),
      without: { ...state, guests: null },
    });
  for (const key of ['openNow', 'emergency'] as const)
    if (state[key])
      chips.push({ key, label: providerFilterTexts(currentLanguage())[key], without: { ...state, [key]: null } });
  for (const amenity of state.amenities)
    chips.push({
      key: amenity,
      label: t(`listings.amenities.${amenity}`),
      without: { ...state, amenities: state.amenities.filter((a) => a !== amenity) },
    });
  return chips;
}

/** Each filter in force as a chip that removes it: what the search understood is visible and undoable. */
export function FilterChips({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const { t } = useTranslation();
  const chips = chipsOf(state, t);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('search.chips.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={t('search.chips.remove', { label: chip.label })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
            onClick={() => onChange(chip.without)}
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
