import { SERVICE_TYPES } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { timestamps } from './schema-timestamps.ts';
import { users } from './schema-users.ts';

// The users table and the shared timestamps live apart (each file under ~300 lines);
// every other file still imports them from here.
export { timestamps, users };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** listingIsPublic as an index predicate (same columns, same values): see the public indexes below. */
const PUBLIC_LISTING = sql`moderation = 'visible' AND availability = 'available' AND stale_at IS NULL AND phone_proof <> 'pending'`;

/**
 * An estate agency or letting office (modules/agencies, docs/agencies.md): its members share its
 * listings and leads. Here beside listings, which name it; its members, invitations and leads are
 * in schema-agencies.ts.
 */
export const agencies = pgTable('agencies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The office's number, E.164: one its creator proved by SMS. */
  phone: text('phone').notNull(),
  areaName: text('area_name').notNull(),
  address: text('address'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  logoUrl: text('logo_url'),
  /** An estate agency's EARB firm number: claimed until a moderator checks it (earb_checked_at). */
  earbNumber: text('earb_number'),
  earbCheckedAt: timestamp('earb_checked_at', { withTimezone: true, mode: 'date', precision: 3 }),
  /** A lead unanswered this many working minutes is offered to the other agents; 0: never. */
  handoverMinutes: integer('handover_minutes').notNull().default(120),
  /** Where the agency's money goes: a number one of its owners proved (never an agent's own). */
  payoutPhone: text('payout_phone').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /**
     * Since when this listing has shown its description (or a lightly edited form of it): the
     * copy check's precedence for words (shield/copy-check.ts). Pasting another's words into
     * an old listing dates them now, not when that listing was made.
     */
    descriptionAt: timestamp('description_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    phoneNumber: text('phone_number').notNull(),
    /**
     * Who sees the number: everyone ('public'), or a person only once the lister has replied
     * to their message ('after-reply', new listings' default). Listings from before
     * messages keep 'public' (drizzle/0024).
     */
    phoneVisibility: text('phone_visibility', { enum: ['public', 'after-reply'] })
      .notNull()
      .default('after-reply'),
    /**
     * Whether its lister proved the contact number (modules/phone): 'proven'; 'pending' until
     * they enter the code sent to it (not public meanwhile); 'unproven' for listings from before
     * numbers were proven, public and shown without "Phone verified".
     */
    phoneProof: text('phone_proof', { enum: ['proven', 'pending', 'unproven'] })
      .notNull()
      .default('unproven'),
    /** When its lister proved the number: "Phone verified" on cards and pages, and since when. */
    phoneProvenAt: timestamp('phone_proven_at', { withTimezone: true, mode: 'date', precision: 3 }),
    price: bigint('price', { mode: 'number' }).notNull(),
    bedrooms: text('bedrooms'),
    furnished: boolean('furnished').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    imageUrls: text('image_urls').array().notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    areaName: text('area_name'),
    savedCount: integer('saved_count').notNull().default(0),
    // Facts by type (@nyumba/domain listing-facts.ts); null or empty where the type has none.
    bathrooms: smallint('bathrooms'),
    floorSize: integer('floor_size'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    depositMonths: smallint('deposit_months'),
    serviceCharge: integer('service_charge'),
    plotAcres: doublePrecision('plot_acres'),
    maxGuests: smallint('max_guests'),
    /** A bnb's Tourism Regulatory Authority licence number, shown on it (docs/privacy.md). */
    traLicence: text('tra_licence'),
    areasServed: text('areas_served')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A service's own facts (@nyumba/domain services.ts); null or empty for homes.
    trade: text('trade'),
    priceUnit: text('price_unit'),
    workDays: text('work_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workFrom: text('work_from'),
    workTo: text('work_to'),
    emergency: boolean('emergency'),
    experienceYears: smallint('experience_years'),
    licenceNumber: text('licence_number'),
    /** A moderator checked the number with its body; cleared when the number changes. */
    licenceCheckedAt: timestamp('licence_checked_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The day the licence is valid until (its lister's word, checked with the rest); after it the licence stops showing. */
    licenceExpires: date('licence_expires', { mode: 'string' }),
    /** What the moderator checked, and where, when they marked it checked. */
    licenceCheckNote: text('licence_check_note'),
    /**
     * Its clients' published reviews (modules/reviews): how many, the sum of their three star
     * lines (the average is sum / 3 / count), and the sort key of "Best rated" (@nyumba/domain
     * ratingRank). Kept by the review service whenever a review publishes or is removed.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingStars: integer('rating_stars').notNull().default(0),
    ratingRank: integer('rating_rank').notNull().default(0),
    /** A bnb's cancellation policy (@nyumba/domain payments.ts), shown to a guest before paying. */
    cancellationPolicy: text('cancellation_policy', { enum: ['flexible', 'moderate', 'strict'] })
      .notNull()
      .default('flexible'),
    /** Paid to be featured until then (modules/payments): labelled, at most 1 place in 5 of a page. */
    featuredUntil: timestamp('featured_until', { withTimezone: true, mode: 'date', precision: 3 }),
    /**
     * Where moderation left it (@nyumba/domain moderation-status.ts): only 'visible' rows
     * reach the public; the owner sees the state and moderation_reason on their own page.
     */
    moderation: text('moderation', { enum: ['visible', 'hidden', 'removed', 'suspended'] })
      .notNull()
      .default('visible'),
    moderationReason: text('moderation_reason'),
    /**
     * What the lister says of it (@nyumba/domain listing-availability.ts): only 'available'
     * listings are in search, the map, home and alerts; a let, sold or paused one keeps its
     * page (saying so) and stays on its lister's own list.
     */
    availability: text('availability', { enum: ['available', 'paused', 'let', 'sold'] })
      .notNull()
      .default('available'),
    availabilityChangedAt: timestamp('availability_changed_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /**
     * When its lister last said it is still available (created, edited, set available, or the
     * reminder mail's "Yes"). Past its type's period (@nyumba/domain listing-freshness.ts) the
     * job sets stale_at and it leaves search until confirmed again (modules/listings/freshness.ts).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    staleAt: timestamp('stale_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The reminder mail of this period went out (cleared by a confirmation). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The reminder mail's one-click links carry this (SHA-256 here); each reminder makes a new one. */
    confirmTokenHash: text('confirm_token_hash'),
    // Kept by the database so every writer (API, seed, bulk loads) indexes the same way.
    // Weights: name and area matter more than the long description.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(area_name, '') || ' ' || replace(type, '-', ' ')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')`,
    ),
    /** The agency it belongs to, if any; its owner_id is then the agent it is assigned to. */
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** The agency's own key for it (a bulk import's externalId): importing again updates it. */
    externalId: text('external_id'),
    ...timestamps,
  },
  (t) => [
    index('listings_agency_idx')
      .on(t.agencyId)
      .where(sql`agency_id IS NOT NULL`),
    uniqueIndex('listings_agency_external_idx')
      .on(t.agencyId, t.externalId)
      .where(sql`agency_id IS NOT NULL AND external_id IS NOT NULL`),
    index('listings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_price_idx').on(t.price),
    index('listings_bedrooms_idx').on(t.bedrooms),
    index('listings_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
    index('listings_location_idx').on(t.lat, t.lng),
    index('listings_search_idx').using('gin', t.searchVector),
    index('listings_amenities_idx').using('gin', t.amenities),
    index('listings_area_idx').on(t.areaName),
    index('listings_areas_served_idx').using('gin', t.areasServed),
    index('listings_confirmed_idx').on(t.confirmedAt),
    // The few featured listings, found on every first results page without reading the rest.
    index('listings_featured_idx')
      .on(t.featuredUntil)
      .where(sql`featured_until IS NOT NULL`),
    // Public listings only (moderation/visibility.ts, listingIsPublic): search's capped counts
    // per type read these entries alone, and the map's wide views its pins without the rows.
    index('listings_public_type_idx')
      .on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_LISTING),
    // A price filter's capped count per type: a type the band empties (homes for sale under
    // 15,000) is an empty range here, where in date order it was every row of the type.
    index('listings_public_type_price_idx').on(t.type, t.price).where(PUBLIC_LISTING),
    // A home search in one area (a USSD caller's, the area chip's): the area's listings of a
    // type newest first, its bedrooms and price checked inside the index, so a combination
    // with no match reads a few hundred entries, not every listing in date order (1.2 s to
    // 3.5 ms at a million listings), and its counts never read a row (90 to 5 ms).
    index('listings_public_area_idx')
      .on(t.areaName, t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.bedrooms, t.price)
      .where(PUBLIC_LISTING),
    // Homes of a type by bedrooms, newest first, price checked inside: "rentals, 2 bedrooms,
    // 20-40k" is paged and counted (22,000 matches at a million) from the index alone, where
    // the count read each match's row (350 to 18 ms).
    index('listings_public_beds_idx')
      .on(t.type, t.bedrooms, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.price)
      .where(PUBLIC_LISTING),
    // A typed word among one type's public listings (modules/listings/search-counts.ts): the
    // type's list and each word's met inside the index (btree_gin gives GIN the type). On
    // lower(type), which only the word searches ask for: on the bare column the planner
    // took it for every type condition, and a bitmap of 200,000 rentals made a filter
    // without words (1 bedroom under 30,000) read 2.4 times longer.
    index('listings_public_type_search_idx')
      .using('gin', sql`lower(${t.type})`, t.searchVector)
      .where(PUBLIC_LISTING),
    // Emergency call-outs (a filter on a few providers): its counts and "Best rated" pages
    // without reading every provider of the type.
    index('listings_emergency_idx')
      .on(t.type, t.ratingRank.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`emergency AND ${PUBLIC_LISTING}`),
    index('listings_public_map_idx')
      .on(t.lat, t.lng, t.type)
      .where(sql`${PUBLIC_LISTING} AND lat IS NOT NULL`),
    // "Best rated" pages through these as "Newest" does through the created ones.
    index('listings_rating_idx').on(
      t.ratingRank.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('listings_type_rating_idx').on(
      t.type,
      t.ratingRank.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A lister's page, whatever their size (modules/reviews/provider-summary.ts): their newest
    // public service listings, and their rated ones, without reading an agency's every rental.
    index('listings_owner_services_idx')
      .on(t.ownerId, t.createdAt.desc().nullsFirst())
      .where(sql`type IN (${sql.raw(SERVICE_TYPES.map((type) => `'${type}'`).join(', '))}) AND ${PUBLIC_LISTING}`),
    // The ratings in the index: summed without reading the rows (192,000 rated: 190 → 15 ms).
    index('listings_owner_rated_idx')
      .on(t.ownerId, t.ratingCount, t.ratingStars)
      .where(sql`rating_count > 0 AND ${PUBLIC_LISTING}`),
    index('listings_trade_idx')
      .on(t.trade, t.createdAt.desc().nullsFirst())
      .where(sql`trade IS NOT NULL`),
    // Another lister's description nearly the same as a new one (modules/shield/copy-check.ts).
    index('listings_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
