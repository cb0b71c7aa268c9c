import {
  AMENITIES,
  BEDROOMS,
  SERVICE_UNITS,
  WORK_DAYS,
  isListingType,
  isTrade,
  type Amenity,
  type Bedrooms,
} from '@nyumba/domain';
import { EMPTY_VALUES, type ListingFormValues } from './form-values';

/**
 * What the listing form keeps on this device: the fields as typed and the photos
 * already on the store. Photos picked but not yet sent live only in the page
 * (a File cannot be stored), so they are not part of a draft.
 */
export interface ListingDraft {
  values: ListingFormValues;
  photos: string[];
}

// Bounds well above the form's own limits: storage is anyone's to edit.
const TEXT_MAX = 20_000;
const LIST_MAX = 200;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= TEXT_MAX;
const textList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length <= LIST_MAX && value.every(isText) ? value : null;

function acceptLocation(value: unknown): ListingFormValues['location'] | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : undefined;
}

// Fields whose text must be one of a list: read apart below.
const CHECKED_FIELDS = ['type', 'bedrooms', 'phoneVisibility', 'trade', 'priceUnit'] as const;
// Every field the form keeps as typed text (type and bedrooms are checked against their lists).
const TEXT_FIELDS = (Object.keys(EMPTY_VALUES) as (keyof ListingFormValues)[]).filter(
  (key): key is TextField =>
    typeof EMPTY_VALUES[key] === 'string' && !(CHECKED_FIELDS as readonly string[]).includes(key),
);
type TextField = Exclude<
  { [K in keyof ListingFormValues]: ListingFormValues[K] extends string ? K : never }[keyof ListingFormValues],
  (typeof CHECKED_FIELDS)[number]
>;

/** Each field of a stored value that has the form's shape; the rest start empty. Null when it is not a draft. */
export function acceptListingDraft(value: unknown): ListingDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { values, photos } = value as Record<string, unknown>;
  const photoList = textList(photos);
  if (typeof values !== 'object' || values === null || !photoList) return null;
  const stored = values as Record<string, unknown>;
  const result: ListingFormValues = { ...EMPTY_VALUES };
  if (isListingType(stored.type)) result.type = stored.type;
  if (stored.bedrooms === '' || (BEDROOMS as readonly unknown[]).includes(stored.bedrooms))
    result.bedrooms = stored.bedrooms as Bedrooms | '';
  for (const field of TEXT_FIELDS) {
    const text = stored[field];
    if (isText(text)) result[field] = text;
  }
  if (stored.phoneVisibility === 'public' || stored.phoneVisibility === 'after-reply')
    result.phoneVisibility = stored.phoneVisibility;
  if (isTrade(stored.trade)) result.trade = stored.trade;
  const unit = SERVICE_UNITS.find((u) => u === stored.priceUnit);
  if (unit) result.priceUnit = unit;
  const days = textList(stored.workDays);
  if (days) result.workDays = WORK_DAYS.filter((day) => days.includes(day));
  for (const field of ['furnished', 'parking', 'emergency'] as const) {
    if (typeof stored[field] === 'boolean') result[field] = stored[field];
  }
  const location = acceptLocation(stored.location);
  if (location !== undefined) result.location = location;
  const amenities = textList(stored.amenities);
  if (amenities) result.amenities = amenities.filter((a): a is Amenity => (AMENITIES as readonly string[]).includes(a));
  const areas = textList(stored.areasServed);
  if (areas) result.areasServed = areas;
  return { values: result, photos: photoList.slice(0, 9) };
}
