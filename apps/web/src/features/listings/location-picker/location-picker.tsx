import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LocateFixed, X } from 'lucide-react';
import { nearestNeighbourhood, type LatLng } from '@nyumba/domain';
import { buttonStyles } from '../../../components/button-styles';
import { useGeolocation } from './use-geolocation';

// Leaflet (~40 KB gzipped with its CSS) downloads only when the form shows the map.
const PickerMap = lazy(() => import('./picker-map'));

interface LocationPickerProps {
  value: LatLng | null;
  /** Said under the map when the form moved the pin itself (to a newly chosen area). */
  notice?: string | null;
  onChange: (value: LatLng | null) => void;
  disabled?: boolean;
  /** The form's Area field, which the map follows until a pin is placed. */
  area?: string;
}

/** 'near Kilimani, Nairobi' for a pin; the coordinates only where no known place is close. */
function PlaceOf({ value }: { value: LatLng }) {
  const { t } = useTranslation();
  const place = nearestNeighbourhood(value.lat, value.lng);
  return place
    ? t('listings.location.near', { place: place.name, town: place.town })
    : `${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}`;
}

function MapLoading() {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-[300px] items-center sm:h-[400px] justify-center rounded-xl bg-stone-100 text-sm text-stone-600"
      role="status"
    >
      {t('listings.location.loadingMap')}
    </div>
  );
}

/** Set Current Location, '- or pick from map -', the map, the chosen coordinates (docs/product.md, Listing form). */
export function LocationPicker({ value, onChange, disabled = false, area = '', notice }: LocationPickerProps) {
  const { t } = useTranslation();
  const { position, error, request } = useGeolocation();
  const [locating, setLocating] = useState(false);
  // The position is asked in the background as the form opens; a failure there is nobody's
  // business until the person asks for it (a red line on an untouched form reads as a fault).
  const [asked, setAsked] = useState(false);

  async function setCurrentLocation() {
    setAsked(true);
    setLocating(true);
    // A fresh fix when possible; otherwise the last known one (docs/product.md, Listing form).
    const fresh = await request();
    setLocating(false);
    const point = fresh ?? position;
    if (point) onChange({ lat: point.lat, lng: point.lng });
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={disabled || locating || error === 'unsupported'}
        aria-busy={locating}
        onClick={() => void setCurrentLocation()}
      >
        <LocateFixed aria-hidden="true" className="size-5" />
        {t('listings.location.setCurrent')}
      </button>
      {error && (asked || error === 'unsupported') ? (
        <p role="status" className="text-sm text-red-700">
          {error === 'unsupported' ? t('listings.location.notSupported') : t('listings.location.couldNotGet')}
        </p>
      ) : null}
      <p className="text-center text-sm text-stone-500">{t('listings.location.divider')}</p>
      <div role="group" aria-label={t('listings.location.mapLabel')}>
        <Suspense fallback={<MapLoading />}>
          <PickerMap value={value} onChange={onChange} area={area} />
        </Suspense>
      </div>
      {notice ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm">
        <p aria-live="polite">
          <span className="font-semibold">{t('listings.location.selected')}:</span>{' '}
          {value ? <PlaceOf value={value} /> : t('listings.location.none')}
        </p>
        {value ? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stone-700 hover:bg-stone-200"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <X aria-hidden="true" className="size-4" />
            {t('listings.location.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
