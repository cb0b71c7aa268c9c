import { alertFiltersSchema, type AlertFilters, type AlertQuery } from '@nyumba/domain';
import { and, between, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { filterConditions } from '../listings/index.ts';

/** Stored filters back to parsed ones; null when they no longer parse (a neighbourhood renamed). */
export function parseStoredFilters(stored: AlertQuery): AlertFilters | null {
  const parsed = alertFiltersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The listings an alert watches, as conditions on `listings`: the search service's own
 * filter conditions (so a listing an alert mails is one the search page shows for the same
 * filters, hidden and removed ones never), its type, and the map's view when it has one,
 * exactly as the map asks. Null when nothing can match (a term of no known word).
 */
export async function alertConditions(db: Database, filters: AlertFilters): Promise<SQL | null> {
  const { ofType, impossible } = await filterConditions(db, filters);
  if (impossible) return null;
  const conditions = ofType(filters.type);
  if (filters.bbox) {
    const { west, south, east, north } = filters.bbox;
    conditions.push(isNotNull(listings.lat), between(listings.lat, south, north), between(listings.lng, west, east));
  }
  return and(...conditions)!;
}
