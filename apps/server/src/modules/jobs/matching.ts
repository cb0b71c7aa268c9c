import { JOB_REACH_KM, SERVICE_TYPES } from '@nyumba/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { listingIsPublic } from '../moderation/index.ts';

// Who may hear of and quote for a job (docs/jobs.md, "Matching"): a public service listing of
// the job's trade whose lister serves the job's area, by naming it among the areas served or
// as the listing's own area, or, naming none, by a pin within JOB_REACH_KM of the job's point.
// The trade index narrows to one trade (a few thousand rows at 100,000 services); the box
// around the point is what the distance is then worked out for.

export interface JobPlace {
  trade: string;
  areaName: string;
  lat: number;
  lng: number;
}

export interface Match {
  providerId: string;
  listingId: string;
  /** From the listing's pin to the job's point; null when the listing has no pin. */
  distanceKm: number | null;
}

/** Degrees of latitude in JOB_REACH_KM, and a little more for longitude near the equator. */
const BOX = JOB_REACH_KM / 110;

/** Kilometres between a listing's pin and a point: flat-earth, good to a few metres at this reach. */
const kmFrom = (lat: number, lng: number): SQL =>
  sql`(111.32 * sqrt(power(listings.lat - ${lat}, 2) + power(cos(radians(${lat})) * (listings.lng - ${lng}), 2)))`;

const servesPlace = (place: JobPlace): SQL => sql`(
    ${place.areaName} = ANY(listings.areas_served) OR listings.area_name = ${place.areaName}
    OR (cardinality(listings.areas_served) = 0 AND listings.lat BETWEEN ${place.lat - BOX} AND ${place.lat + BOX}
        AND listings.lng BETWEEN ${place.lng - BOX} AND ${place.lng + BOX}
        AND ${kmFrom(place.lat, place.lng)} <= ${JOB_REACH_KM}))`;

const isService = sql.raw(`listings.type IN (${SERVICE_TYPES.map((type) => `'${type}'`).join(', ')})`);

/** The providers a job matches, one row each (their nearest matching listing), nearest first. */
export async function matchingProviders(
  db: Database | Transaction,
  place: JobPlace,
  exceptUserId: string,
  limit: number,
): Promise<Match[]> {
  const rows = await queryRows<{ owner_id: string; id: string; km: number | null }>(
    db,
    sql`SELECT DISTINCT ON (listings.owner_id) listings.owner_id, listings.id,
          CASE WHEN listings.lat IS NULL THEN NULL ELSE ${kmFrom(place.lat, place.lng)} END AS km
        FROM listings
        WHERE listings.trade = ${place.trade} AND ${isService} AND ${listingIsPublic}
          AND listings.owner_id <> ${exceptUserId} AND ${servesPlace(place)}
        ORDER BY listings.owner_id, km NULLS LAST`,
  );
  return rows
    .map((row) => ({
      providerId: row.owner_id,
      listingId: row.id,
      distanceKm: row.km === null ? null : Number(row.km),
    }))
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity))
    .slice(0, limit);
}

/** The caller's listing that matches the job (the one they quote as), or null. */
export async function matchOf(db: Database | Transaction, place: JobPlace, userId: string): Promise<Match | null> {
  const [row] = await queryRows<{ id: string; km: number | null }>(
    db,
    sql`SELECT listings.id, CASE WHEN listings.lat IS NULL THEN NULL ELSE ${kmFrom(place.lat, place.lng)} END AS km
        FROM listings
        WHERE listings.owner_id = ${userId} AND listings.trade = ${place.trade} AND ${isService} AND ${listingIsPublic}
          AND ${servesPlace(place)}
        ORDER BY km NULLS LAST LIMIT 1`,
  );
  return row ? { providerId: userId, listingId: row.id, distanceKm: row.km === null ? null : Number(row.km) } : null;
}

/**
 * Open jobs a provider matches (their public service listings' trades and areas), newest
 * first: "Jobs near you". Bounded by the provider's newest 200 services and `limit` jobs.
 */
export async function jobIdsNear(db: Database, userId: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH mine AS (
          SELECT listings.trade, listings.area_name, listings.areas_served, listings.lat, listings.lng FROM listings
          WHERE listings.owner_id = ${userId} AND listings.trade IS NOT NULL AND ${isService} AND ${listingIsPublic}
          ORDER BY listings.created_at DESC LIMIT 200)
        SELECT j.id, max(j.created_at) AS at FROM jobs j JOIN mine l ON l.trade = j.trade
        WHERE j.status IN ('open', 'quoted') AND j.client_id <> ${userId}
          AND (j.area_name = ANY(l.areas_served) OR j.area_name = l.area_name
               OR (cardinality(l.areas_served) = 0 AND l.lat IS NOT NULL
                   AND 111.32 * sqrt(power(l.lat - j.lat, 2) + power(cos(radians(j.lat)) * (l.lng - j.lng), 2)) <= ${JOB_REACH_KM}))
        GROUP BY j.id ORDER BY at DESC LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}
