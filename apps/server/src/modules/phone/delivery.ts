import type { SmsDeliveryReport } from '@nyumba/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { smsMessages } from '../../db/schema-phone.ts';

// Africa's Talking's final delivery statuses: Success (on the phone), and the ones that will
// not become it (Failed, Rejected, ...). Sent, Submitted and Buffered are on the way.
const DELIVERED = new Set(['Success']);
const FINAL_FAILURE = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired', 'UserInBlacklist']);

/**
 * A delivery report for an SMS we sent: the row its id names says delivered, or failed and
 * why. A report for an id we never sent changes nothing; a late "on the way" never undoes a
 * final status. Returns whether the id was ours.
 */
export async function recordDelivery(db: Database, report: SmsDeliveryReport): Promise<boolean> {
  const status = DELIVERED.has(report.status)
    ? ('delivered' as const)
    : FINAL_FAILURE.has(report.status)
      ? ('rejected' as const)
      : null;
  const [known] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.providerId, report.id))
    .limit(1);
  if (!known) return false;
  if (status) {
    await db
      .update(smsMessages)
      .set({
        status,
        failure:
          status === 'rejected' ? `${report.status}${report.failureReason ? `: ${report.failureReason}` : ''}` : null,
        updatedAt: new Date(),
      })
      .where(and(eq(smsMessages.id, known.id), ne(smsMessages.status, 'delivered')));
  }
  return true;
}
