import type { Bedrooms } from './listing-types.ts';

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

/** Most screens: 'KSH 25,000/month'. */
export function formatMonthlyPrice(price: number): string {
  return `KSH ${groupThousands(price)}/month`;
}

/** All Listings card: 'Ksh 25,000'. */
export function formatShortPrice(price: number): string {
  return `Ksh ${groupThousands(price)}`;
}

/** Map explorer: 'KES 25,000'. */
export function formatMapPrice(price: number): string {
  return `KES ${groupThousands(price)}`;
}

/** Spec: bedroom labels show hyphens as spaces ('2-bedroom' → '2 bedroom'). */
export function formatBedrooms(bedrooms: Bedrooms | string): string {
  return bedrooms.replaceAll('-', ' ');
}

/** Listing types read better with spaces too ('interior-designer' → 'interior designer'). */
export function formatListingType(type: string): string {
  return type.replaceAll('-', ' ');
}
