import type { Language } from './language.ts';
import { isServiceType, type Bedrooms, type ListingType } from '../listings/listing-types.ts';
import type { ServiceUnit } from '../listings/services.ts';

// Grouping is done by hand so every browser and the server print the same thing,
// whatever the device's locale.
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    grouped = `${digits.slice(Math.max(0, end - 3), end)}${grouped ? `,${grouped}` : ''}`;
  }
  return sign + grouped;
}

/**
 * Search counts its matches exactly up to this, and past it only knows "more" (the server's
 * search-counts.ts: counting every match of a broad search costs time in proportion to the
 * listings).
 */
export const COUNT_CAP = 1000;

/** A count as people read it: grouped, and "1,000+" past COUNT_CAP. */
export function countText(value: number): string {
  return value > COUNT_CAP ? `${groupThousands(COUNT_CAP)}+` : groupThousands(value);
}

/** What a listing's price means follows its type (docs/decisions/0004-resolving-the-specification.md). */
export type PriceUnit = 'month' | 'night' | 'sale' | 'from';

export function priceUnit(type: ListingType): PriceUnit {
  if (type === 'rentals') return 'month';
  if (type === 'bnbs') return 'night';
  if (type === 'for-sale') return 'sale';
  return 'from';
}

/** The one currency label on every screen, the map included. */
export const CURRENCY_LABEL = 'KSH';

/** The words around a price, per language ("/mwezi" is what Kenyan listings write). */
const PRICE_WORDS: Record<Language, { month: string; night: string; from: string } & Record<ServiceUnit, string>> = {
  en: {
    month: '/month',
    night: '/night',
    from: 'From',
    visit: 'per visit',
    hour: 'per hour',
    day: 'per day',
    job: 'per job',
    sqm: 'per m²',
  },
  sw: {
    month: '/mwezi',
    night: '/usiku',
    from: 'Kuanzia',
    visit: 'kwa ziara',
    hour: 'kwa saa',
    day: 'kwa siku',
    job: 'kwa kazi',
    sqm: 'kwa m²',
  },
};

// A pin has room for a few characters: '800/hr', '1.2k/m²'.
const PIN_UNITS: Record<ServiceUnit, string> = { visit: '/visit', hour: '/hr', day: '/day', job: '', sqm: '/m²' };

/**
 * Every screen, preview and description: 'KSH 25,000/month' (rentals), 'KSH 4,500/night'
 * (bnbs), 'KSH 12,500,000' (for sale), 'From KSH 2,000' (services); in Swahili
 * 'KSH 25,000/mwezi', 'KSH 4,500/usiku', 'Kuanzia KSH 2,000'.
 */
export function formatPrice(
  price: number,
  type: ListingType,
  language: Language = 'en',
  unit?: ServiceUnit | null,
): string {
  const amount = `${CURRENCY_LABEL} ${groupThousands(price)}`;
  const words = PRICE_WORDS[language];
  // A service priced in a unit says it ('KSH 800 per hour'); a job's price is where it starts.
  if (unit && isServiceType(type)) return `${unit === 'job' ? `${words.from} ` : ''}${amount} ${words[unit]}`;
  switch (priceUnit(type)) {
    case 'month':
      return `${amount}${words.month}`;
    case 'night':
      return `${amount}${words.night}`;
    case 'sale':
      return amount;
    case 'from':
      return `${words.from} ${amount}`;
  }
}

// One decimal at most, and none when it is zero: 4500 → '4.5', 25000 → '25'.
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The amount alone, as people say it: 800, 25k, 4.5k, 12.5M, 1.2B. */
export function compactAmount(price: number): string {
  const value = Math.max(0, Math.trunc(price));
  if (value < 1000) return String(value);
  // Rounding can carry into the next unit (999,999 → 1000k): compare after rounding.
  if (Math.round(value / 100) / 10 < 1000) return `${oneDecimal(value / 1000)}k`;
  if (Math.round(value / 100_000) / 10 < 1000) return `${oneDecimal(value / 1_000_000)}M`;
  return `${oneDecimal(value / 1_000_000_000)}B`;
}

/** Map pins: '25k' (rentals), '4.5k/night', '12.5M', 'From 2k'. */
export function formatPinPrice(
  price: number,
  type: ListingType,
  language: Language = 'en',
  unit?: ServiceUnit | null,
): string {
  const amount = compactAmount(price);
  const words = PRICE_WORDS[language];
  if (unit && unit !== 'job' && isServiceType(type)) return `${amount}${PIN_UNITS[unit]}`;
  switch (priceUnit(type)) {
    case 'month':
    case 'sale':
      return amount;
    case 'night':
      return `${amount}${words.night}`;
    case 'from':
      return `${words.from} ${amount}`;
  }
}

/** Spec: bedroom labels show hyphens as spaces ('2-bedroom' → '2 bedroom'). */
export function formatBedrooms(bedrooms: Bedrooms | string): string {
  return bedrooms.replaceAll('-', ' ');
}

/** Listing types read better with spaces too ('interior-designer' → 'interior designer'). */
export function formatListingType(type: string): string {
  return type.replaceAll('-', ' ');
}
