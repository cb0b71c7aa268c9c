import type { TFunction } from 'i18next';
import { formatBedrooms, type Bedrooms, type LatLng, type Listing } from '@nyumba/domain';

/** The map stores GeoJSON [lng, lat]; screens and links want {lat, lng}. */
export function listingLatLng(listing: Pick<Listing, 'location'>): LatLng | null {
  if (!listing.location) return null;
  const [lng, lat] = listing.location.coordinates;
  return { lat, lng };
}

/**
 * All Listings shows '{bedrooms} BR'. The enum's labels already name their unit
 * ('2 bedroom', 'bedsitter'), so only the counted ones become '2 BR'; the rest
 * keep their own label instead of reading '2 bedroom BR'.
 */
export function shortBedrooms(bedrooms: Bedrooms, t: TFunction): string {
  if (bedrooms === 'more-than-3-bedrooms') return t('listings.bedroomsShortMore');
  const counted = /^(\d+)-bedroom$/.exec(bedrooms);
  if (counted?.[1]) return t('listings.bedroomsShort', { count: Number(counted[1]) });
  return formatBedrooms(bedrooms);
}

/** 'en-KE' dates, e.g. '3 Jun 2025', for Created and Updated. */
export function formatListingDate(iso: string, locale = 'en-KE'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
