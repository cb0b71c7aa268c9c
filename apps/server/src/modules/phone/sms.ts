import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { smsMessages } from '../../db/schema-phone.ts';
import { defineJob, type JobEngine, type Logger } from '../../jobs/engine.ts';
import { smsSent } from '../../lib/sms-metrics.ts';
import type { SmsSender } from './sms-transport.ts';

const SEND_SMS = 'send-sms';
/** Tries before a busy provider's failure is recorded as final. */
const SMS_TRIES = 5;

export type SmsKind = 'code' | 'notice' | 'security';

export interface SmsJob {
  /** The sms_messages row it is recorded in. */
  id: number;
  to: string;
  text: string;
  kind: SmsKind;
}

export interface SmsDeps {
  jobs: JobEngine | undefined;
  log: Logger;
}

/**
 * Records an SMS and queues it, in the caller's transaction: it leaves only if what made it
 * (a code, a booking) is committed, once for the cluster (the job engine), retried when the
 * provider is busy. The text rides in the job, never in a table of ours or a log line (the
 * development outbox aside); the job's row is gone when the job is.
 */
export async function queueSms(
  deps: SmsDeps,
  tx: Transaction,
  sms: { to: string; text: string; kind: SmsKind; userId?: string | null; address?: string | null; at?: Date },
): Promise<number> {
  const [row] = await tx
    .insert(smsMessages)
    .values({
      to: sms.to,
      kind: sms.kind,
      userId: sms.userId ?? null,
      address: sms.address ?? null,
      ...(sms.at ? { createdAt: sms.at } : {}),
    })
    .returning({ id: smsMessages.id });
  const job: SmsJob = { id: row!.id, to: sms.to, text: sms.text, kind: sms.kind };
  if (deps.jobs) await deps.jobs.enqueue(SEND_SMS, job, { tx });
  else deps.log.warn({ id: row!.id, kind: sms.kind }, 'no job engine: SMS not sent');
  return row!.id;
}

/**
 * Sends one queued SMS through the provider: taken, the row says sent with the provider's id
 * (which its delivery report names); refused, it says failed and why; the provider busy or
 * unreachable, the job fails and the engine tries again, up to SMS_TRIES.
 */
export function sendSmsJob(deps: { db: Database; log: Logger; sender: SmsSender }) {
  return defineJob<SmsJob>({
    name: SEND_SMS,
    // Someone is waiting for a code: a second's poll.
    pollingIntervalSeconds: 1,
    // Codes expire in 10 minutes: no point retrying past that. Done jobs (their text) are
    // kept no longer than pg-boss must.
    queue: { retryLimit: SMS_TRIES - 1, retryDelay: 10, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 60 },
    handler: async (job) => {
      const [row] = await deps.db
        .update(smsMessages)
        .set({ attempts: sql`${smsMessages.attempts} + 1`, updatedAt: new Date() })
        .where(eq(smsMessages.id, job.id))
        .returning({ attempts: smsMessages.attempts, status: smsMessages.status });
      // Sent by an earlier try whose answer was lost after the row was written: not twice.
      if (!row || row.status !== 'queued') return;
      const result = await deps.sender(job.to, job.text);
      if (result.sent) {
        smsSent.inc({ kind: job.kind, outcome: 'sent' });
        await deps.db
          .update(smsMessages)
          .set({ status: 'sent', providerId: result.providerId ?? null, updatedAt: new Date() })
          .where(eq(smsMessages.id, job.id));
        return;
      }
      if (result.retry && row.attempts < SMS_TRIES) {
        smsSent.inc({ kind: job.kind, outcome: 'retried' });
        throw new Error(`SMS provider: ${result.failure ?? 'busy'}`);
      }
      smsSent.inc({ kind: job.kind, outcome: 'failed' });
      deps.log.warn({ id: job.id, kind: job.kind, failure: result.failure }, 'SMS not sent');
      await deps.db
        .update(smsMessages)
        .set({ status: 'failed', failure: result.failure ?? 'refused', updatedAt: new Date() })
        .where(eq(smsMessages.id, job.id));
    },
  });
}
