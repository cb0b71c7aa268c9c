import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import { formatPrice, type MapListing } from '@nyumba/domain';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { bedsAndType } from './map-format';

interface MapListProps {
  listings: MapListing[];
  /** Listings in view in all (more than are sent one by one when the map is zoomed out). */
  total: number | null;
  /** The total is an estimate from a sample of the matches. */
  approximate?: boolean;
  className?: string;
}

/**
 * What is in view, as a list: beside the map from 1024 px, and instead of it on a phone
 * (the toggle). Each row opens the listing. Zoomed out, the map sends clusters rather than
 * listings: the list then asks to zoom in.
 */
export function MapList({ listings, total, approximate = false, className = '' }: MapListProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('map.listLabel')} className={`overflow-y-auto bg-sand-50 ${className}`}>
      {listings.length === 0 ? (
        <p className="p-4 text-stone-700">
          {total ? t(approximate ? 'map.zoomToListAbout' : 'map.zoomToList', { count: total }) : t('map.emptyView')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {listings.map((listing) => (
            <li key={listing._id} className="relative flex gap-3 p-3 hover:bg-white">
              {listing.image ? (
                <img
                  src={listing.image}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-24 shrink-0 rounded-lg bg-stone-200 object-cover"
                />
              ) : (
                <span className="flex h-18 w-24 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-500">
                  <ImageOff aria-hidden="true" className="size-6" />
                </span>
              )}
              <div className="min-w-0">
                <h2 className="font-semibold [overflow-wrap:anywhere] text-stone-900">
                  <Link
                    to={paths.listing(listing._id)}
                    className="after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    {listing.name}
                  </Link>
                </h2>
                <p className="font-bold text-brand-700">
                  {formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}
                </p>
                <p className="text-sm text-stone-600">{bedsAndType(listing, t)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
