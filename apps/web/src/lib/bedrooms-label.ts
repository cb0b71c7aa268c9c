import type { TFunction } from '../i18n';
import { isBedrooms } from '@nyumba/domain';

/** '2 bedroom', 'bedsitter' (in the screen's language); a value the app does not know shows as sent. */
export function bedroomsLabel(bedrooms: string, t: TFunction): string {
  return isBedrooms(bedrooms) ? t(`listings.bedrooms.${bedrooms}`) : bedrooms.replaceAll('-', ' ');
}
