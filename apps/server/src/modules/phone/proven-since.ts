import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { phoneNumbers } from '../../db/schema-phone.ts';

/**
 * Since when a person has held a number they proved (their sign-in number or a listing's), for
 * "Phone verified since …" on their listings' pages and their profile: a lister who proved only
 * a listing's number is as reachable as one who signs in with it.
 */
export const phoneProvenSince =
  sql<Date | null>`(SELECT min(${phoneNumbers.provenAt}) FROM ${phoneNumbers} WHERE ${phoneNumbers.userId} = ${users.id})`.mapWith(
    phoneNumbers.provenAt,
  );
