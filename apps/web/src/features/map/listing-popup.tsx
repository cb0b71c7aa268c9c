import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { ImageOff } from 'lucide-react';
import { formatPrice, type MapListing } from '@nyumba/domain';
import { bedsAndType } from './map-format';

interface ListingPopupProps {
  listing: MapListing;
  onViewDetails: (id: string) => void;
}

/** Inside a marker's popup: first photo, name, its price by type ('KSH 4,500/night'), '{bedrooms} Bed • {type}', View Details. */
export function ListingPopup({ listing, onViewDetails }: ListingPopupProps) {
  const { t } = useTranslation();
  return (
    <div className="w-[220px] text-stone-800" data-popup-listing={listing._id}>
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
      <h2 className="mt-2 text-base leading-snug font-semibold text-stone-900">{listing.name}</h2>
      <div className="mt-0.5 font-bold text-brand-700">
        {formatPrice(listing.price, listing.type, currentLanguage())}
      </div>
      <div className="text-sm text-stone-600">{bedsAndType(listing, t)}</div>
      <button type="button" className="btn-primary mt-2 w-full" onClick={() => onViewDetails(listing._id)}>
        {t('map.viewDetails')}
      </button>
    </div>
  );
}
