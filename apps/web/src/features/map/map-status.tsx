import { useTranslation } from '../../i18n/use-translation';

interface MapStatusProps {
  /** Listings in view with the filters, once the answer for this view is in. */
  total: number | null;
  /** The total is an estimate (a sample of many matches): said as "about". */
  approximate: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  geolocationUnsupported: boolean;
  /** Drops the area filter so the results follow the map; null when not offered. */
  onSearchArea: (() => void) | null;
}

const pill = 'rounded-full bg-white/95 px-4 py-2 text-sm font-medium shadow-md ring-1 ring-black/10';

/** 'Loading listings...' and the map's other short messages, under the filter button row. */
export function MapStatus({
  total,
  approximate,
  loading,
  failed,
  onRetry,
  geolocationUnsupported,
  onSearchArea,
}: MapStatusProps) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none absolute inset-x-0 top-20 z-[5] flex flex-col items-center gap-2 px-3">
      {/* Always present, so screen readers announce what appears in it. */}
      <div role="status" className="flex flex-col items-center gap-2">
        {loading ? (
          <p className={`${pill} text-stone-700`}>{t('map.loading')}</p>
        ) : total === 0 ? (
          <p className={`${pill} max-w-sm text-center text-stone-800`}>{t('map.emptyView')}</p>
        ) : total !== null ? (
          <p className={`${pill} text-stone-800`}>
            {t(approximate ? 'map.inViewAbout' : 'map.inView', { count: total })}
          </p>
        ) : null}
        {geolocationUnsupported ? <p className={`${pill} text-stone-700`}>{t('map.geolocationUnsupported')}</p> : null}
      </div>
      {onSearchArea ? (
        <button
          type="button"
          onClick={onSearchArea}
          className="pointer-events-auto min-h-11 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-md hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t('map.searchThisArea')}
        </button>
      ) : null}
      {failed ? (
        <div role="alert" className={`${pill} pointer-events-auto flex items-center gap-2 text-red-800`}>
          {t('map.failed')}
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-full px-3 font-semibold text-brand-800 underline"
          >
            {t('map.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
