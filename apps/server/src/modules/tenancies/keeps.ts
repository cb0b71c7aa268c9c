import { TENANCY_KEEPS_ACCOUNT, TENANCY_KEEPS_LISTING } from '@nyumba/domain';
import { and, eq, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { tenancies } from '../../db/schema-tenancies.ts';
import { conflict } from '../../lib/http-errors.ts';

// A tenancy under way keeps its home and its two people: deleting either would delete the
// tenancy (its agreement, inventories and the record of money held) while the ledger still
// holds a deposit for it. What is over (ended, cancelled, declined, lapsed) lets go.
const OVER: ('ended' | 'cancelled' | 'declined' | 'lapsed')[] = ['ended', 'cancelled', 'declined', 'lapsed'];

/** Whether a tenancy that matches `which` is under way. */
async function underWay(db: Database, which: SQL | undefined): Promise<boolean> {
  const [open] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(and(which, notInArray(tenancies.status, OVER)))
    .limit(1);
  return open !== undefined;
}

/** Refuses (409) to delete a listing with a tenancy under way. */
export async function assertNoTenancyOnListing(db: Database, listingId: string): Promise<void> {
  if (await underWay(db, eq(tenancies.listingId, listingId))) throw conflict(TENANCY_KEEPS_LISTING);
}

/** Refuses (409) to delete an account that is a party to a tenancy under way. */
export async function assertNoTenancyOfUser(db: Database, userId: string): Promise<void> {
  if (await underWay(db, or(eq(tenancies.tenantId, userId), eq(tenancies.listerId, userId))))
    throw conflict(TENANCY_KEEPS_ACCOUNT);
}
