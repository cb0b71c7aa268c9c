import { SMS_NOTICES_PER_DAY, SMS_QUIET_FROM_HOUR, SMS_QUIET_UNTIL_HOUR, type SmsNoticeKind } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { Logger } from '../../jobs/engine.ts';
import type { NoticeWords } from '@nyumba/domain';
import type { SmsCaps } from './sms-gate.ts';
import { deliverSms, queueSms, type SmsDeps } from './sms.ts';
import type { SmsSender } from './sms-transport.ts';

const KENYA_OFFSET_MS = 3 * 3_600_000;

export interface NoticeSmsDeps extends SmsDeps {
  /** The address of the request that caused the notice, when one did: its share of SMS counts it. */
  address?: string | null;
}

/** The hour of the day in Kenya (East Africa Time, UTC+3 all year). */
const kenyanHour = (at: Date) => new Date(at.getTime() + KENYA_OFFSET_MS).getUTCHours();

/** When today began in Kenya, as an instant: the day's five notices are counted from it. */
const kenyanMidnight = (at: Date) => {
  const day = Math.floor((at.getTime() + KENYA_OFFSET_MS) / 86_400_000);
  return new Date(day * 86_400_000 - KENYA_OFFSET_MS);
};

/** SMS notice kinds a person gets: what they chose, else all of them when they have no e-mail. */
function wants(user: { smsNotices: string[] | null; email: string | null }, kind: SmsNoticeKind): boolean {
  if (user.smsNotices) return user.smsNotices.includes(kind);
  return !user.email;
}

/** Whom a notice of `kind` may go to now, and in what language: null when it may not (see smsNotice). */
async function noticeRecipient(tx: Transaction, userId: string, kind: SmsNoticeKind, now: Date) {
  const [person] = await tx
    .select({
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      smsNotices: users.smsNotices,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!person?.phone || !person.phoneVerifiedAt || !wants(person, kind)) return null;
  const hour = kenyanHour(now);
  const quiet = hour >= SMS_QUIET_FROM_HOUR || hour < SMS_QUIET_UNTIL_HOUR;
  if (quiet && kind !== 'reminder') return null;
  const [today] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM sms_messages WHERE user_id = ${userId} AND kind = 'notice' AND created_at >= ${kenyanMidnight(now)}`,
  );
  if ((today?.n ?? 0) >= SMS_NOTICES_PER_DAY) return null;
  return { phone: person.phone, language: person.language };
}

/**
 * An SMS notice to one person, in `tx` (so it goes only if what it tells of is committed):
 * only to a proven number, only of a kind they want (Settings; an account with no e-mail gets
 * every kind unless it stops them), at most SMS_NOTICES_PER_DAY a Kenyan day, never between
 * 21:00 and 07:00 Kenyan time but for reminders, within the caps every SMS passes (the
 * address of the request that caused it, the cluster's budget: a notice someone else caused
 * never uses the reserve). Its words are Nyumba's (the kind of notice and a link); the stop
 * link is made when it is sent. Returns whether one was queued.
 */
export async function smsNotice(
  deps: NoticeSmsDeps,
  tx: Transaction,
  userId: string,
  kind: SmsNoticeKind,
  notice: NoticeWords,
  path: string,
  now = new Date(),
  options: { enqueue?: boolean } = {},
): Promise<number | null> {
  const person = await noticeRecipient(tx, userId, kind, now);
  if (!person) return null;
  const queued = await queueSms(
    deps,
    tx,
    {
      to: person.phone,
      kind: 'notice',
      userId,
      address: deps.address ?? null,
      // Reminders are Nyumba's own, of a viewing both sides agreed: the reserve may carry them.
      reserved: kind === 'reminder',
      content: { say: 'notice', language: person.language === 'sw' ? 'sw' : 'en', notice, path },
      at: now,
    },
    options,
  );
  return typeof queued === 'number' ? queued : null;
}

/**
 * The same notice sent at once by a job that is itself run once per cluster (the unread-message
 * run, listings' reminders): recorded and capped like any SMS, then handed to the provider.
 */
export async function sendNoticeNow(
  deps: { db: Database; sender: SmsSender; publicUrl: string; caps: SmsCaps; log: Logger },
  userId: string,
  kind: SmsNoticeKind,
  notice: NoticeWords,
  path: string,
  now = new Date(),
): Promise<boolean> {
  const id = await deps.db.transaction((tx) =>
    smsNotice({ jobs: undefined, log: deps.log, caps: deps.caps }, tx, userId, kind, notice, path, now, {
      enqueue: false,
    }),
  );
  if (id === null) return false;
  await deliverSms(deps, id);
  return true;
}
