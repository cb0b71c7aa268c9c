import {
  pageAddress,
  SMS_NOTICES_PER_DAY,
  SMS_QUIET_FROM_HOUR,
  SMS_QUIET_UNTIL_HOUR,
  type SmsNoticeKind,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { stopToken } from './notice-settings.ts';
import { queueSms, type SmsDeps } from './sms.ts';
import type { SmsSender } from './sms-transport.ts';
import { smsMessages } from '../../db/schema-phone.ts';
import { smsTexts } from './sms-texts.ts';

const KENYA_OFFSET_MS = 3 * 3_600_000;

export interface NoticeSmsDeps extends SmsDeps {
  publicUrl: string;
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

/** The notice's words, its link, and its one-tap stop link (a new token: the latest works). */
async function noticeText(
  tx: Transaction,
  publicUrl: string,
  userId: string,
  language: string | null,
  text: (texts: ReturnType<typeof smsTexts>, url: string) => string,
  path: string,
) {
  const site = publicUrl.replace(/\/$/, '');
  const texts = smsTexts(language);
  const token = await stopToken(tx, userId);
  return `${text(texts, `${site}${path}`)} ${texts.stop(`${site}${pageAddress.smsStop(token)}`)}`;
}

/**
 * An SMS notice to one person, in `tx` (so it goes only if what it tells of is committed):
 * only to a proven number, only of a kind they want (Settings; an account with no e-mail gets
 * every kind unless it stops them), at most SMS_NOTICES_PER_DAY a Kenyan day, never between
 * 21:00 and 07:00 Kenyan time but for reminders, each with the link to open and a one-tap stop
 * link. Returns whether one was queued.
 */
export async function smsNotice(
  deps: NoticeSmsDeps,
  tx: Transaction,
  userId: string,
  kind: SmsNoticeKind,
  text: (texts: ReturnType<typeof smsTexts>, url: string) => string,
  path: string,
  now = new Date(),
): Promise<boolean> {
  const person = await noticeRecipient(tx, userId, kind, now);
  if (!person) return false;
  await queueSms(deps, tx, {
    to: person.phone,
    text: await noticeText(tx, deps.publicUrl, userId, person.language, text, path),
    kind: 'notice',
    userId,
    at: now,
  });
  return true;
}

/**
 * The same notice sent at once by a job that is itself run once per cluster (the unread-message
 * run): recorded like any SMS (the caps count it), handed to the provider, its outcome written.
 */
export async function sendNoticeNow(
  deps: { db: Database; sender: SmsSender; publicUrl: string },
  userId: string,
  kind: SmsNoticeKind,
  text: (texts: ReturnType<typeof smsTexts>, url: string) => string,
  path: string,
  now = new Date(),
): Promise<boolean> {
  const prepared = await deps.db.transaction(async (tx) => {
    const person = await noticeRecipient(tx, userId, kind, now);
    if (!person) return null;
    const message = await noticeText(tx, deps.publicUrl, userId, person.language, text, path);
    const [row] = await tx
      .insert(smsMessages)
      .values({ to: person.phone, kind: 'notice', userId, createdAt: now })
      .returning({ id: smsMessages.id });
    return { id: row!.id, to: person.phone, message };
  });
  if (!prepared) return false;
  const result = await deps.sender(prepared.to, prepared.message);
  await deps.db
    .update(smsMessages)
    .set(
      result.sent
        ? { status: 'sent', providerId: result.providerId ?? null, attempts: 1, updatedAt: new Date() }
        : { status: 'failed', failure: result.failure ?? 'refused', attempts: 1, updatedAt: new Date() },
    )
    .where(eq(smsMessages.id, prepared.id));
  return result.sent;
}
