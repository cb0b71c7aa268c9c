import { formatPrice, isServiceType, priceUnit, type Listing, type ServiceType } from '@nyumba/domain';

// schema.org has no type for every trade: a technician's listing is read for the trade it
// names, the others get the closest business type search engines know.
const SERVICE_BUSINESS: Record<ServiceType, string> = {
  technicians: 'HomeAndConstructionBusiness',
  architects: 'ProfessionalService',
  engineers: 'GeneralContractor',
  'interior-designer': 'ProfessionalService',
  furniture: 'FurnitureStore',
  movers: 'MovingCompany',
};

const TRADES: readonly (readonly [RegExp, string])[] = [
  [/\bplumb/i, 'Plumber'],
  [/\belectric/i, 'Electrician'],
  [/\broof/i, 'RoofingContractor'],
  [/\bpaint/i, 'HousePainter'],
  [/\block ?smith/i, 'Locksmith'],
  [/\b(?:hvac|air ?con)/i, 'HVACBusiness'],
];

/** The schema.org business type of a service listing (Plumber, Electrician, MovingCompany, ...). */
export function serviceBusinessType(type: ServiceType, text: string): string {
  if (type === 'technicians') {
    for (const [pattern, trade] of TRADES) if (pattern.test(text)) return trade;
  }
  return SERVICE_BUSINESS[type];
}

// UN/CEFACT codes schema.org uses for a price per period.
const UNIT_CODES = { month: 'MON', night: 'DAY' } as const;

/**
 * JSON-LD for a listing's page: a RealEstateListing with an Offer for homes (rent per month
 * or night as a unit price), a LocalBusiness subtype for services.
 */
export function listingStructuredData(
  listing: Listing,
  url: string,
  image: string | undefined,
): Record<string, unknown> {
  const common = {
    '@context': 'https://schema.org',
    name: listing.name,
    description: listing.description,
    url,
    ...(image ? { image } : {}),
  };
  if (isServiceType(listing.type)) {
    return {
      ...common,
      '@type': serviceBusinessType(listing.type, `${listing.name} ${listing.description}`),
      telephone: listing.phone_number,
      priceRange: formatPrice(listing.price, listing.type),
      ...(listing.areaName
        ? { address: { '@type': 'PostalAddress', addressLocality: listing.areaName, addressCountry: 'KE' } }
        : {}),
      ...(listing.location
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: listing.location.coordinates[1],
              longitude: listing.location.coordinates[0],
            },
          }
        : {}),
    };
  }
  const unit = priceUnit(listing.type);
  return {
    ...common,
    '@type': 'RealEstateListing',
    datePosted: listing.createdAt,
    offers: {
      '@type': 'Offer',
      price: listing.price,
      // ISO 4217 for machines; people read KSH (format.ts).
      priceCurrency: 'KES',
      availability: 'https://schema.org/InStock',
      businessFunction: `http://purl.org/goodrelations/v1#${unit === 'sale' ? 'Sell' : 'LeaseOut'}`,
      ...(unit === 'month' || unit === 'night'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: listing.price,
              priceCurrency: 'KES',
              unitCode: UNIT_CODES[unit],
            },
          }
        : {}),
    },
  };
}
