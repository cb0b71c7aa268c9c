import { Link } from 'react-router';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { ImageOff } from 'lucide-react';
import { formatPrice, type MapListing } from '@nyumba/domain';
import { paths } from '../../paths';
import { bedsAndType } from './map-format';

/**
 * Inside a marker's popup: a card of the listing (first photo, name, its price by type
 * 'KSH 4,500/night', '{bedrooms} Bed • {type}') that opens the listing's page: one tap on
 * a pin, one on its card. Back from that page comes to the map as it was left, the card
 * open (the address keeps the view and the selected listing: map-page.tsx).
 */
export function ListingPopup({ listing }: { listing: MapListing }) {
  const { t } = useTranslation();
  const to = paths.listing(listing._id);
  return (
    <div className="relative w-[220px] text-stone-800" data-popup-listing={listing._id}>
      {listing.image ? (
        <img
          src={listing.image}
          alt=""
          width={320}
          height={213}
          decoding="async"
          className="block aspect-[3/2] w-full rounded-xl bg-stone-200 object-cover"
        />
      ) : (
        <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-1 rounded-xl bg-stone-100 text-stone-500">
          <ImageOff aria-hidden="true" className="size-7" />
          <span className="text-xs">{t('map.noPhoto')}</span>
        </div>
      )}
      <h2 className="mt-2 text-base leading-snug font-semibold text-stone-900">
        {/* Stretched over the card: a tap anywhere on it opens the listing. */}
        <Link to={to} className="after:absolute after:inset-0 after:content-[''] hover:underline">
          {listing.name}
        </Link>
      </h2>
      <div className="mt-0.5 font-bold text-brand-700">
        {formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}
      </div>
      <div className="text-sm text-stone-600">{bedsAndType(listing, t)}</div>
      <Link to={to} className="btn-primary relative mt-2 w-full text-white!" tabIndex={-1} aria-hidden="true">
        {t('map.openPage')}
      </Link>
    </div>
  );
}
