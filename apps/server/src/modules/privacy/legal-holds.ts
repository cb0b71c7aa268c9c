import { LEGAL_HOLD_LIFTED, LEGAL_HOLD_PLACED, type LegalHoldBody } from '@nyumba/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { legalHolds } from '../../db/schema-privacy.ts';
import { notFound } from '../../lib/http-errors.ts';
import { logDecision } from '../moderation/index.ts';

/** Whether an open legal hold is on the account, as SQL for a query that deletes. */
export const underHold = (userId: SQL | typeof users.id): SQL =>
  sql`EXISTS (SELECT 1 FROM legal_holds h WHERE h.user_id = ${userId} AND h.lifted_at IS NULL)`;

/**
 * Places or lifts a legal hold, logged like any moderator's decision about an account.
 * Placing one while one is open changes nothing but the log; so does lifting none.
 */
export async function setLegalHold(
  db: Database,
  moderator: { id: string; username: string; email: string | null },
  userId: string,
  body: LegalHoldBody,
) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw notFound('Account not found');
    const open = and(eq(legalHolds.userId, userId), isNull(legalHolds.liftedAt));
    if (body.held) {
      const [existing] = await tx.select().from(legalHolds).where(open).limit(1);
      if (!existing) await tx.insert(legalHolds).values({ userId, reference: body.reference, placedBy: moderator.id });
    } else {
      await tx.update(legalHolds).set({ liftedAt: new Date(), liftedBy: moderator.id }).where(open);
    }
    await logDecision(tx, {
      moderator,
      subjectType: 'user',
      subjectId: userId,
      action: body.held ? 'legal-hold' : 'legal-hold-lifted',
      reason: body.reference,
    });
    const [hold] = await tx
      .select({ reference: legalHolds.reference, placedAt: legalHolds.placedAt, placedBy: users.username })
      .from(legalHolds)
      .leftJoin(users, eq(users.id, legalHolds.placedBy))
      .where(open)
      .limit(1);
    return {
      success: true as const,
      message: body.held ? LEGAL_HOLD_PLACED : LEGAL_HOLD_LIFTED,
      hold: hold
        ? {
            reference: hold.reference,
            placedAt: hold.placedAt.toISOString(),
            placedBy: hold.placedBy ?? 'Former member',
          }
        : null,
    };
  });
}
