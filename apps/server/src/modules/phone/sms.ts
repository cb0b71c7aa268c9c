import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { smsMessages } from '../../db/schema-phone.ts';
import { defineJob, type JobEngine, type Logger } from '../../jobs/engine.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { smsSent } from '../../lib/sms-metrics.ts';
import type { SmsContent } from '@nyumba/domain';
import { admitSms, type SmsAsk, type SmsCaps, type SmsRefusal } from './sms-gate.ts';
import { renderSms } from './sms-render.ts';
import type { SmsSender } from './sms-transport.ts';
import type { WhatsappSender } from './whatsapp-transport.ts';

const SEND_SMS = 'send-sms';
/** Tries before a busy provider's failure is recorded as final. */
const SMS_TRIES = 5;

/**
 * A send-sms job names its row and nothing else: what it says is made from the row's content
 * when it goes. (Jobs queued by a release before this one carried their text; they are sent
 * as they are.)
 */
export interface SmsJob {
  id: number;
  text?: string;
}

export interface SmsDeps {
  jobs: JobEngine | undefined;
  log: Logger;
  caps: SmsCaps;
}

export interface QueuedSms extends SmsAsk {
  content: SmsContent;
  at?: Date;
}

/**
 * Records an SMS and queues it, in the caller's transaction, once every cap let it through
 * (sms-gate.ts): it leaves only if what made it (a code, a booking) is committed, once for
 * the cluster (the job engine), retried when the provider is busy. Returns its id, or what
 * refused it (nothing is recorded then).
 */
export async function queueSms(
  deps: SmsDeps,
  tx: Transaction,
  sms: QueuedSms,
  options: { enqueue?: boolean } = {},
): Promise<number | SmsRefusal> {
  const refused = await admitSms(deps, tx, sms, sms.at);
  if (refused) {
    deps.log.info({ to: sms.to.slice(0, 7), kind: sms.kind, cap: refused.cap }, 'SMS not sent: a cap refused it');
    return refused;
  }
  const [row] = await tx
    .insert(smsMessages)
    .values({
      to: sms.to,
      kind: sms.kind,
      content: sms.content,
      reserved: sms.reserved,
      userId: sms.userId ?? null,
      address: sms.address ?? null,
      ...(sms.at ? { createdAt: sms.at } : {}),
    })
    .returning({ id: smsMessages.id });
  const job: SmsJob = { id: row!.id };
  // The caller sends it itself once committed (sendNoticeNow).
  if (options.enqueue === false) return row!.id;
  if (deps.jobs) await deps.jobs.enqueue(SEND_SMS, job, { tx });
  else deps.log.warn({ id: row!.id, kind: sms.kind }, 'no job engine: SMS not sent');
  return row!.id;
}

/** Sends a recorded row (again) once `tx` commits: WhatsApp's failed notice, by SMS. */
export async function requeueSms(jobs: JobEngine | undefined, tx: Transaction, id: number): Promise<void> {
  if (jobs) await jobs.enqueue(SEND_SMS, { id } satisfies SmsJob, { tx });
}

/** The same, for an SMS someone is waiting for (a code): a cap's refusal is the request's answer. */
export async function queueSmsOrRefuse(deps: SmsDeps, tx: Transaction, sms: QueuedSms): Promise<number> {
  const queued = await queueSms(deps, tx, sms);
  if (typeof queued === 'number') return queued;
  throw new HttpError(
    queued.status,
    queued.message,
    undefined,
    queued.status === 503 ? { 'retry-after': '3600' } : undefined,
  );
}

/** What scheduled jobs need to send SMS: the provider, the caps, and the engine (read when they run). */
export interface JobSms {
  sender: SmsSender;
  /** Set when WhatsApp is on (config WHATSAPP_*). */
  whatsapp?: WhatsappSender;
  caps: SmsCaps;
  jobs: () => JobEngine | undefined;
}

export interface DeliverDeps {
  db: Database;
  log: Logger;
  sender: SmsSender;
  publicUrl: string;
  /** WhatsApp, when it is on: a notice goes there to a person who chose it (the `whatsapp` consent). */
  whatsapp?: WhatsappSender;
}

/** A notice to a member who gave the `whatsapp` consent and has not withdrawn it. */
const chosenWhatsapp = async (tx: Transaction, userId: string) =>
  (
    await queryRows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM consents WHERE user_id = ${userId} AND purpose = 'whatsapp' AND withdrawn_at IS NULL LIMIT 1`,
    )
  ).length > 0;

/**
 * Sends one recorded SMS: its words are made now (renderSms: a code armed, a stop link
 * minted), handed to the provider, and the outcome written. Taken, the row says sent with the
 * provider's id (which its delivery report names); refused, failed and why; nothing due,
 * skipped. Returns 'retry' when the provider was busy and tries are left.
 */
export async function deliverSms(deps: DeliverDeps, id: number, oldText?: string): Promise<'done' | 'retry'> {
  const prepared = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(smsMessages)
      .set({ attempts: sql`${smsMessages.attempts} + 1`, updatedAt: new Date() })
      .where(eq(smsMessages.id, id))
      .returning();
    // Sent by an earlier try whose answer was lost after the row was written: not twice.
    if (!row || row.status !== 'queued') return null;
    if (!row.content) return oldText ? { row, text: oldText, kind: row.kind, channel: 'sms' as const } : null;
    // A notice or a receipt (what a person chooses a channel for), not a code, a warning or
    // an answer to what they asked by SMS or USSD, which answer where they were asked.
    const channel =
      deps.whatsapp &&
      row.channel !== 'sms' &&
      row.userId &&
      (row.content.say === 'notice' || row.content.say === 'money') &&
      (await chosenWhatsapp(tx, row.userId))
        ? ('whatsapp' as const)
        : ('sms' as const);
    const rendered = await renderSms(tx, { ...row, content: row.content }, deps.publicUrl, channel);
    if ('skip' in rendered) {
      await tx
        .update(smsMessages)
        .set({ status: 'skipped', failure: rendered.skip, updatedAt: new Date() })
        .where(eq(smsMessages.id, id));
      return null;
    }
    if (rendered.kind !== row.kind)
      await tx.update(smsMessages).set({ kind: rendered.kind }).where(eq(smsMessages.id, id));
    return { row, text: rendered.text, kind: rendered.kind, channel };
  });
  if (!prepared) return 'done';
  const { row, text, kind, channel } = prepared;
  const result =
    channel === 'whatsapp' && deps.whatsapp
      ? await deps.whatsapp(row.to, text, row.content?.language === 'sw' ? 'sw' : 'en')
      : await deps.sender(row.to, text);
  if (result.sent) {
    smsSent.inc({ kind, outcome: 'sent' });
    await deps.db
      .update(smsMessages)
      .set({ status: 'sent', providerId: result.providerId ?? null, channel, updatedAt: new Date() })
      .where(eq(smsMessages.id, id));
    return 'done';
  }
  if (channel === 'whatsapp' && !result.retry) {
    // WhatsApp refused it (not a WhatsApp number, outside its rules): by SMS now, once.
    deps.log.info({ id, failure: result.failure }, 'WhatsApp refused a notice: sent by SMS');
    await deps.db
      .update(smsMessages)
      .set({ channel: 'sms', failure: result.failure ?? 'whatsapp refused', updatedAt: new Date() })
      .where(eq(smsMessages.id, id));
    return deliverSms(deps, id, oldText);
  }
  if (result.retry && row.attempts < SMS_TRIES) {
    smsSent.inc({ kind, outcome: 'retried' });
    return 'retry';
  }
  smsSent.inc({ kind, outcome: 'failed' });
  deps.log.warn({ id, kind, failure: result.failure }, 'SMS not sent');
  await deps.db
    .update(smsMessages)
    .set({ status: 'failed', failure: result.failure ?? 'refused', updatedAt: new Date() })
    .where(eq(smsMessages.id, id));
  return 'done';
}

/** The job that sends each queued SMS, once per cluster, retried with backoff while the provider is busy. */
export function sendSmsJob(deps: DeliverDeps) {
  return defineJob<SmsJob>({
    name: SEND_SMS,
    // Someone is waiting for a code: a second's poll.
    pollingIntervalSeconds: 1,
    // Codes expire in 10 minutes: no point retrying past that.
    queue: { retryLimit: SMS_TRIES - 1, retryDelay: 10, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 60 },
    handler: async (job) => {
      if ((await deliverSms(deps, job.id, job.text)) === 'retry') throw new Error('SMS provider busy: tried again');
    },
  });
}
