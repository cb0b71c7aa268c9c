import { DAY_MS, NEW_LISTER_ACTIVE_LISTINGS, NEW_LISTER_LIMIT } from '@nyumba/domain';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { lockAccount } from '../../db/row-locks.ts';
import { listings, users } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-errors.ts';

/**
 * A new account (under `newDays`, NEW_LISTER_DAYS in the configuration: 7) has at most NEW_LISTER_ACTIVE_LISTINGS listings in
 * search: a scammer's fresh account cannot flood it before anyone can report them. A lister
 * whose EARB agent number a moderator checked has no limit. Counted under the account's row
 * lock, so requests at once cannot all pass. `except` is a listing being made available
 * again (it does not count against itself).
 */
export async function assertMayPublish(
  tx: Transaction,
  ownerId: string,
  newDays: number,
  except?: string,
): Promise<void> {
  if (newDays === 0) return;
  await lockAccount(tx, ownerId);
  const [owner] = await tx
    .select({ createdAt: users.createdAt, agent: users.earbVerifiedAt })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner || owner.agent || owner.createdAt.getTime() <= Date.now() - newDays * DAY_MS) return;
  const [active] = await tx
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        eq(listings.ownerId, ownerId),
        eq(listings.availability, 'available'),
        inArray(listings.moderation, ['visible', 'hidden']),
        isNull(listings.staleAt),
        ...(except ? [ne(listings.id, except)] : []),
      ),
    );
  if ((active?.n ?? 0) >= NEW_LISTER_ACTIVE_LISTINGS) throw forbidden(NEW_LISTER_LIMIT);
}
