import { isServiceType, type ListingType } from './listing-types.ts';

// The facts a Kenyan house-hunter or client decides on, by type
// (docs/decisions/0004-resolving-the-specification.md).

/** What a home may offer; the web names them (i18n listings.amenities). */
export const AMENITIES = [
  'water-tank',
  'backup-power',
  'security-guard',
  'cctv',
  'lift',
  'wifi',
  'balcony',
  'garden',
  'swimming-pool',
  'gym',
  'dsq',
  'pets-allowed',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export function isAmenity(value: unknown): value is Amenity {
  return typeof value === 'string' && (AMENITIES as readonly string[]).includes(value);
}

export const FACT_NAMES = [
  'bedrooms',
  'bathrooms',
  'floorSize',
  'furnished',
  'parking',
  'amenities',
  'depositMonths',
  'serviceCharge',
  'plotAcres',
  'maxGuests',
  'traLicence',
  'areasServed',
  // A service's own (services.ts).
  'trade',
  'priceUnit',
  'workDays',
  'workFrom',
  'workTo',
  'emergency',
  'experienceYears',
  'licenceNumber',
  'licenceExpires',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

const HOME_FACTS = ['bedrooms', 'bathrooms', 'floorSize', 'furnished', 'parking', 'amenities'] as const;

/** The facts each type carries, in the order the form and the page show them. */
export function factsOf(type: ListingType): readonly FactName[] {
  if (type === 'rentals') return [...HOME_FACTS, 'depositMonths', 'serviceCharge'];
  if (type === 'for-sale') return [...HOME_FACTS, 'plotAcres'];
  if (type === 'bnbs') return [...HOME_FACTS, 'maxGuests', 'traLicence'];
  return SERVICE_FACTS;
}

const SERVICE_FACTS = [
  'trade',
  'priceUnit',
  'areasServed',
  'workDays',
  'workFrom',
  'workTo',
  'emergency',
  'experienceYears',
  'licenceNumber',
  'licenceExpires',
] as const satisfies readonly FactName[];

export function hasFact(type: ListingType, fact: FactName): boolean {
  return factsOf(type).includes(fact);
}

/** A home (rentals, for sale, bnbs) rather than a service provider. */
export function isHomeType(type: ListingType): boolean {
  return !isServiceType(type);
}

export const MAX_AREAS_SERVED = 30;

export const BATHROOMS_ERROR = 'Bathrooms must be a whole number from 0 to 20';
export const FLOOR_SIZE_ERROR = 'Floor size must be a whole number of m² from 1 to 100,000';
export const DEPOSIT_ERROR = 'Deposit must be a whole number of months from 0 to 12';
export const SERVICE_CHARGE_ERROR = 'Enter the service charge in shillings, like 3,000';
export const PLOT_ERROR = 'Plot size must be a number of acres above 0, like 0.25';
export const TRA_LICENCE_ERROR =
  'Enter the Tourism Regulatory Authority licence number as it is written: up to 40 letters, digits, / and -';
export const GUESTS_ERROR = 'Maximum guests must be a whole number from 1 to 50';
export const AMENITIES_ERROR = 'Choose amenities from the list';
export const AREAS_SERVED_ERROR = 'Choose the areas served from the list';

/**
 * Facts a form kept from another type in its hidden fields are dropped rather than refused,
 * as a service's leftover bedrooms always were.
 */
export function dropFactsOfOtherTypes(body: Record<string, unknown>, type: ListingType): void {
  for (const fact of FACT_NAMES) if (!hasFact(type, fact)) delete body[fact];
}
