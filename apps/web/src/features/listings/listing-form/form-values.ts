import {
  groupThousands,
  formatPhone,
  hasFact,
  isServiceType,
  licenceBodyOf,
  type ServiceUnit,
  type Trade,
  type WorkDay,
  listingBodySchema,
  type Amenity,
  type Bedrooms,
  type LatLng,
  type Listing,
  type ListingBodyInput,
  type ListingType,
  type PhoneVisibility,
} from '@nyumba/domain';
import { listingLatLng } from '../listing-helpers';

/** What the form edits: text as typed, so a failed save never loses a keystroke. */
export interface ListingFormValues {
  type: ListingType;
  bedrooms: Bedrooms | '';
  name: string;
  description: string;
  phone_number: string;
  /** Who sees the number: after a reply (new listings' default) or everyone. */
  phoneVisibility: PhoneVisibility;
  price: string;
  furnished: boolean;
  parking: boolean;
  areaName: string;
  location: LatLng | null;
  bathrooms: string;
  floorSize: string;
  amenities: Amenity[];
  depositMonths: string;
  serviceCharge: string;
  plotAcres: string;
  maxGuests: string;
  /** A bnb's Tourism Regulatory Authority licence number, as written. */
  traLicence: string;
  areasServed: string[];
  /** A service's (services.ts): '' until chosen. */
  trade: Trade | '';
  priceUnit: ServiceUnit;
  workDays: WorkDay[];
  workFrom: string;
  workTo: string;
  emergency: boolean;
  experienceYears: string;
  licenceNumber: string;
  /** The day the licence is valid until, YYYY-MM-DD ('' for none given). */
  licenceExpires: string;
}

export type FieldName =
  Exclude<keyof ListingFormValues, 'furnished' | 'parking' | 'phoneVisibility' | 'emergency'> | 'image_urls';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Order of the fields on screen, to focus the first one with an error. */
export const FIELD_ORDER: readonly FieldName[] = [
  'type',
  'trade',
  'bedrooms',
  'name',
  'description',
  'phone_number',
  'price',
  'priceUnit',
  'bathrooms',
  'floorSize',
  'depositMonths',
  'serviceCharge',
  'plotAcres',
  'maxGuests',
  'traLicence',
  'amenities',
  'areasServed',
  'workDays',
  'workFrom',
  'workTo',
  'experienceYears',
  'licenceNumber',
  'licenceExpires',
  'areaName',
  'location',
  'image_urls',
];

/** Type rentals, no furniture or parking, empty texts (docs/product.md, Listing form). */
export const EMPTY_VALUES: ListingFormValues = {
  type: 'rentals',
  bedrooms: '',
  name: '',
  description: '',
  phone_number: '',
  phoneVisibility: 'after-reply',
  price: '',
  furnished: false,
  parking: false,
  areaName: '',
  location: null,
  bathrooms: '',
  floorSize: '',
  amenities: [],
  depositMonths: '',
  serviceCharge: '',
  plotAcres: '',
  maxGuests: '',
  traLicence: '',
  areasServed: [],
  trade: '',
  priceUnit: 'visit',
  workDays: [],
  workFrom: '',
  workTo: '',
  emergency: false,
  experienceYears: '',
  licenceNumber: '',
  licenceExpires: '',
};

const asText = (value: number | null) => (value === null ? '' : String(value));

export function valuesFromListing(listing: Listing): ListingFormValues {
  return {
    type: listing.type,
    bedrooms: listing.bedrooms ?? '',
    name: listing.name,
    description: listing.description,
    phone_number: listing.phone_number ? formatPhone(listing.phone_number) : '',
    phoneVisibility: listing.phoneVisibility,
    price: groupThousands(listing.price),
    furnished: listing.furnished,
    parking: listing.parking,
    areaName: listing.areaName ?? '',
    location: listingLatLng(listing),
    bathrooms: asText(listing.bathrooms),
    floorSize: asText(listing.floorSize),
    amenities: listing.amenities,
    depositMonths: asText(listing.depositMonths),
    serviceCharge: listing.serviceCharge === null ? '' : groupThousands(listing.serviceCharge),
    plotAcres: asText(listing.plotAcres),
    maxGuests: asText(listing.maxGuests),
    traLicence: listing.traLicence ?? '',
    areasServed: listing.areasServed,
    trade: listing.trade ?? '',
    priceUnit: listing.priceUnit ?? 'visit',
    workDays: listing.workDays,
    workFrom: listing.workFrom ?? '',
    workTo: listing.workTo ?? '',
    emergency: listing.emergency ?? false,
    experienceYears: asText(listing.experienceYears),
    licenceNumber: listing.licenceNumber ?? '',
    licenceExpires: listing.licenceExpires ?? '',
  };
}

const TEXT_FACTS = ['bathrooms', 'floorSize', 'depositMonths', 'serviceCharge', 'plotAcres', 'maxGuests'] as const;

/** The chosen type's facts only; a blank one is sent as null, which clears it on update. */
function factsBody(values: ListingFormValues): Partial<ListingBodyInput> {
  const body: Record<string, unknown> = {};
  for (const fact of TEXT_FACTS) {
    if (hasFact(values.type, fact)) body[fact] = values[fact].trim() === '' ? null : values[fact].trim();
  }
  if (hasFact(values.type, 'traLicence')) body.traLicence = blankToNull(values.traLicence);
  if (hasFact(values.type, 'amenities')) body.amenities = [...values.amenities];
  if (hasFact(values.type, 'areasServed')) body.areasServed = [...values.areasServed];
  if (isServiceType(values.type)) Object.assign(body, serviceBody(values));
  return body;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A service's own facts; the registration number only where the trade has a body to check it. */
function serviceBody(values: ListingFormValues): Partial<ListingBodyInput> {
  return {
    trade: values.trade || null,
    priceUnit: values.priceUnit,
    workDays: [...values.workDays],
    workFrom: blankToNull(values.workFrom),
    workTo: blankToNull(values.workTo),
    emergency: values.emergency,
    experienceYears: blankToNull(values.experienceYears),
    licenceNumber: licenceBodyOf(values.trade || null) ? blankToNull(values.licenceNumber) : null,
    licenceExpires: licenceBodyOf(values.trade || null) ? blankToNull(values.licenceExpires) : null,
  };
}

/** The create/update body. Service types send no bedrooms; the price goes as typed (the server parses it). */
export function toListingBody(values: ListingFormValues, imageUrls: readonly string[]): ListingBodyInput {
  const service = isServiceType(values.type);
  return {
    type: values.type,
    name: values.name.trim(),
    description: values.description.trim(),
    phone_number: values.phone_number.trim(),
    phoneVisibility: values.phoneVisibility,
    price: values.price.trim(),
    ...(service || values.bedrooms === '' ? {} : { bedrooms: values.bedrooms }),
    furnished: values.furnished,
    parking: values.parking,
    image_urls: [...imageUrls],
    ...(values.location ? { location: `${values.location.lat},${values.location.lng}` } : {}),
    ...(values.areaName.trim() ? { areaName: values.areaName.trim() } : {}),
    ...factsBody(values),
  };
}

const isFieldName = (key: string): key is FieldName => (FIELD_ORDER as readonly string[]).includes(key);

/** Keeps the messages of fields the form shows; other keys go to the form-level message. */
export function pickFieldErrors(errors: Readonly<Record<string, string>>): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key === 'phoneNumber' ? 'phone_number' : key;
    if (isFieldName(field)) result[field] ??= message;
  }
  return result;
}

/** The server's own rules, run in the browser first so most mistakes cost no round trip. */
export function validateListing(body: ListingBodyInput): FieldErrors {
  const result = listingBodySchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return pickFieldErrors(errors);
}
