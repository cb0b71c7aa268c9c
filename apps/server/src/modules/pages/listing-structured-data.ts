import {
  formatPrice,
  isServiceType,
  priceUnit,
  SERVICE_UNIT_CODES,
  tradeLabel,
  type Listing,
  type ServiceType,
  type Trade,
  type WorkDay,
} from '@nyumba/domain';
import type { AggregateRating, DayOfWeek, LocalBusiness, RealEstateListing, WithContext } from 'schema-dts';

// Typed by schema-dts (schema.org's vocabulary as TypeScript, made from schema.org's own
// definitions): a type or property schema.org does not have fails the typecheck.
type Business = Exclude<LocalBusiness, string>;
type BusinessType = Business['@type'];

// schema.org has no type for every trade: a listing is read for the trade it names, the
// others get the closest business type search engines know.
const SERVICE_BUSINESS: Record<ServiceType, BusinessType> = {
  technicians: 'HomeAndConstructionBusiness',
  architects: 'ProfessionalService',
  engineers: 'GeneralContractor',
  'interior-designer': 'ProfessionalService',
  furniture: 'FurnitureStore',
  movers: 'MovingCompany',
};

const TRADE_BUSINESS: Partial<Record<Trade, BusinessType>> = {
  plumber: 'Plumber',
  electrician: 'Electrician',
  roofer: 'RoofingContractor',
  painter: 'HousePainter',
  'building-contractor': 'GeneralContractor',
  'house-moving': 'MovingCompany',
  'office-moving': 'MovingCompany',
  'long-distance': 'MovingCompany',
};

// Older listings without a trade are read for the words they use.
const TRADE_WORDS: readonly (readonly [RegExp, BusinessType])[] = [
  [/\bplumb/i, 'Plumber'],
  [/\belectric/i, 'Electrician'],
  [/\broof/i, 'RoofingContractor'],
  [/\bpaint/i, 'HousePainter'],
  [/\block ?smith/i, 'Locksmith'],
  [/\b(?:hvac|air ?con)/i, 'HVACBusiness'],
];

/** The schema.org business type of a service listing (Plumber, Electrician, MovingCompany, ...). */
function serviceBusinessType(type: ServiceType, text: string, trade: Trade | null = null): BusinessType {
  const named = trade ? TRADE_BUSINESS[trade] : undefined;
  if (named) return named;
  if (type === 'technicians' && !trade) {
    for (const [pattern, business] of TRADE_WORDS) if (pattern.test(text)) return business;
  }
  return SERVICE_BUSINESS[type];
}

const SCHEMA_DAYS: Record<WorkDay, DayOfWeek> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

// UN/CEFACT codes schema.org uses for a price per period.
const UNIT_CODES = { month: 'MON', night: 'DAY' } as const;

/** Clients' published reviews as schema.org's AggregateRating; none without a review. */
function aggregateRating(listing: Listing): { aggregateRating?: AggregateRating } {
  if (!listing.rating) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: listing.rating.average,
      reviewCount: listing.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

interface Common {
  name: string;
  description: string;
  url: string;
  image?: string;
  aggregateRating?: AggregateRating;
}

/**
 * JSON-LD for a listing's page: a RealEstateListing with an Offer for homes (rent per month
 * or night as a unit price), a LocalBusiness subtype for services with its trade, priced
 * unit, hours and areas; both with their clients' AggregateRating.
 */
export function listingStructuredData(listing: Listing, url: string, image: string | undefined): object {
  const common: Common = {
    name: listing.name,
    description: listing.description,
    url,
    ...(image ? { image } : {}),
    ...aggregateRating(listing),
  };
  if (isServiceType(listing.type)) return serviceData(listing, common);
  const unit = priceUnit(listing.type);
  const home: WithContext<RealEstateListing> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    ...common,
    datePosted: listing.createdAt,
    offers: {
      '@type': 'Offer',
      price: listing.price,
      // ISO 4217 for machines; people read KSH (format.ts).
      priceCurrency: 'KES',
      availability: 'https://schema.org/InStock',
      // An enumeration member is an IRI, so a node reference, not a string (schema-dts says so).
      businessFunction: { '@id': `http://purl.org/goodrelations/v1#${unit === 'sale' ? 'Sell' : 'LeaseOut'}` },
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
  return home;
}

function serviceData(listing: Listing, common: Common): object {
  const type = listing.type as ServiceType;
  const trade = listing.trade ? tradeLabel(listing.trade) : null;
  const unit = listing.priceUnit;
  // Checked as a LocalBusiness, whose properties every subtype (Plumber, MovingCompany) has;
  // the subtype is set after, itself checked to be one of LocalBusiness's.
  const business: WithContext<Extract<Business, { '@type': 'LocalBusiness' }>> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    ...common,
    ...(listing.phone_number ? { telephone: listing.phone_number } : {}),
    priceRange: formatPrice(listing.price, listing.type, 'en', unit),
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
    ...(listing.areasServed.length
      ? { areaServed: listing.areasServed.map((name) => ({ '@type': 'Place', name })) }
      : {}),
    ...(listing.workDays.length && listing.workFrom && listing.workTo
      ? {
          openingHoursSpecification: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: listing.workDays.map((day) => SCHEMA_DAYS[day]),
            opens: listing.workFrom,
            closes: listing.workTo,
          },
        }
      : {}),
    makesOffer: {
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: trade ?? listing.name, ...(trade ? { serviceType: trade } : {}) },
      priceCurrency: 'KES',
      ...(unit
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: listing.price,
              priceCurrency: 'KES',
              unitCode: SERVICE_UNIT_CODES[unit],
              unitText: unit,
            },
          }
        : { price: listing.price }),
    },
  };
  return { ...business, '@type': serviceBusinessType(type, `${listing.name} ${listing.description}`, listing.trade) };
}
