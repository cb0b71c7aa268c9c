import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { smsMessages } from '../../db/schema-phone.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { requeueSms } from './sms.ts';

/** One entry of the Cloud API's `statuses`: what became of a message we sent. */
export interface WhatsappStatusUpdate {
  /** The wamid the send was answered with. */
  id: string;
  status: string;
  errors?: { code?: number; title?: string }[];
}

/**
 * A status from WhatsApp's webhook, written on the notice's row: delivered (or read) says it
 * arrived; failed sends the same notice by SMS, once (the row is the SMS's from then on, so
 * a status repeated or late finds nothing). Returns whether the status named a row.
 */
export async function whatsappStatus(
  deps: { db: Database; jobs: JobEngine | undefined; log: Logger },
  update: WhatsappStatusUpdate,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: smsMessages.id, status: smsMessages.status })
      .from(smsMessages)
      .where(and(eq(smsMessages.providerId, update.id), eq(smsMessages.channel, 'whatsapp')))
      .for('update');
    if (!row) return false;
    if (update.status === 'failed') {
      const error = update.errors?.[0];
      const failure = `whatsapp failed${error?.code ? ` ${error.code}` : ''}${error?.title ? ` ${error.title}` : ''}`;
      deps.log.info({ id: row.id, failure }, 'WhatsApp could not deliver a notice: sending it by SMS');
      await tx
        .update(smsMessages)
        .set({ channel: 'sms', status: 'queued', attempts: 0, providerId: null, failure, updatedAt: new Date() })
        .where(eq(smsMessages.id, row.id));
      await requeueSms(deps.jobs, tx, row.id);
    } else if ((update.status === 'delivered' || update.status === 'read') && row.status === 'sent') {
      await tx
        .update(smsMessages)
        .set({ status: 'delivered', updatedAt: new Date() })
        .where(eq(smsMessages.id, row.id));
    }
    return true;
  });
}
