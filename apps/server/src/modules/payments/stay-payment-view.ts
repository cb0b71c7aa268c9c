import { codeBeside } from '@nyumba/domain';
import type { StayPayment } from '@nyumba/domain';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { stays } from '../../db/schema-bookings.ts';
import { payments } from '../../db/schema-payments.ts';

type StayRow = typeof stays.$inferSelect;

/**
 * Each stay's money as its guest and host see it (staySchema.payment): where it stands, the
 * receipt, why the last prompt failed, when the host is paid, what was refunded. 'prompted'
 * while a prompt is out on the guest's phone. Read for many stays in one query.
 */
export async function stayPayments(
  db: Database,
  rows: StayRow[],
  testMode: boolean,
): Promise<Map<string, StayPayment>> {
  const withMoney = rows.filter((row) => row.payState !== null && row.price !== null);
  const found = new Map<string, StayPayment>();
  if (withMoney.length === 0) return found;
  const tried = await db
    .select({
      stayId: payments.stayId,
      status: payments.status,
      receipt: payments.receipt,
      failure: payments.failure,
    })
    .from(payments)
    .where(
      inArray(
        payments.stayId,
        withMoney.map((row) => row.id),
      ),
    )
    .orderBy(desc(payments.createdAt));
  for (const row of withMoney) {
    const mine = tried.filter((payment) => payment.stayId === row.id);
    const latest = mine[0];
    const paid = mine.find((payment) => payment.status === 'paid');
    const failure = row.payState === 'due' && latest?.status === 'failed' ? latest.failure : null;
    const prompted = row.payState === 'due' && (latest?.status === 'prompted' || latest?.status === 'starting');
    found.set(row.id, {
      state: prompted ? 'prompted' : row.payState!,
      price: row.price!,
      fee: row.fee ?? 0,
      total: row.price! + (row.fee ?? 0),
      policy: row.policy ?? 'flexible',
      payBy: row.payState === 'due' && row.payBy ? row.payBy.toISOString() : null,
      receipt: paid?.receipt ?? null,
      failure,
      ...codeBeside('failureCode', failure),
      payoutAt: row.payoutAt?.toISOString() ?? null,
      refunded: row.refunded,
      released: row.released,
      testMode,
    });
  }
  return found;
}
