import type { TFunction } from '../../i18n';
import { daysSinceConfirmed, isServiceType, type Bedrooms, type LatLng, type Listing } from '@nyumba/domain';
import { bedroomsLabel } from '../../lib/bedrooms-label';

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
  return bedroomsLabel(bedrooms, t);
}

// Kenya keeps UTC+3 all year. Dates are shown in Kenyan time wherever the code runs,
// so the server's drawing (UTC) and the browser's hydration agree on the day.
const KENYA_TIME_ZONE = 'Africa/Nairobi';
const KENYA_OFFSET_MS = 3 * 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates for Created and Updated as the locale's medium style writes them: '3 Jun
 * 2025' in en-KE. That one is written here, not by Intl: the first DateTimeFormat
 * a page makes loads the locale's data, about 30 ms of a phone's main thread on
 * the listing page people open from a link (listing-helpers.test.ts checks the two agree).
 */
export function formatListingDate(iso: string, locale = 'en-KE'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale === 'en-KE') {
    const kenyan = new Date(date.getTime() + KENYA_OFFSET_MS);
    return `${kenyan.getUTCDate()} ${MONTHS[kenyan.getUTCMonth()]} ${kenyan.getUTCFullYear()}`;
  }
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: KENYA_TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(date);
}

/** "Confirmed available N days ago": when its lister last said so (scam shield, listing-freshness.ts). */
export function confirmedLabel(confirmedAt: string, t: TFunction, now = new Date()): string {
  const days = daysSinceConfirmed(confirmedAt, now);
  return days === 0 ? t('listings.card.confirmedToday') : t('listings.card.confirmed', { count: days });
}

/** Whether a card is drawn for it: a home needs a photo (the spec), a service's are optional. */
export function hasCard(listing: Pick<Listing, 'image_urls' | 'type'>): boolean {
  return listing.image_urls.length > 0 || isServiceType(listing.type);
}
