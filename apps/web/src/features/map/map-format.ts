import type { TFunction } from '../../i18n';
import { isServiceType, type MapListing } from '@nyumba/domain';
import { bedroomsLabel } from '../../lib/bedrooms-label';

/**
 * The popup's second line, '{bedrooms} Bed • {type}' (spec, variant B). Service
 * providers have no bedrooms and show just their type; rooms that are not
 * counted in bedrooms ('bedsitter') show their own name instead of 'Bed'.
 */
export function bedsAndType(listing: Pick<MapListing, 'type' | 'bedrooms'>, t: TFunction): string {
  const type = t(`listings.types.${listing.type}`);
  if (isServiceType(listing.type) || !listing.bedrooms) return type;
  if (listing.bedrooms === 'more-than-3-bedrooms') return t('map.bedsAndType', { bedrooms: '3+', type });
  const counted = /^(\d+)-bedroom$/.exec(listing.bedrooms)?.[1];
  if (counted) return t('map.bedsAndType', { bedrooms: counted, type });
  const room = bedroomsLabel(listing.bedrooms, t);
  return t('map.roomAndType', { room: room.charAt(0).toUpperCase() + room.slice(1), type });
}
