import { randomInt } from 'node:crypto';
import {
  DAY_MS,
  HOUR_MS,
  kenyaDayTime,
  pageAddress,
  PHONE_CODE_LENGTH,
  PHONE_CODES_PER_NUMBER_DAY,
  PHONE_CODES_PER_NUMBER_HOUR,
} from '@nyumba/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { phoneCodes, phoneNumbers, phoneRequests, type smsMessages } from '../../db/schema-phone.ts';
import { hashCode, hashRequestCode } from './code-hash.ts';
import { stopToken } from './notice-settings.ts';
import type { Language, NoticeWords, SmsContent } from '@nyumba/domain';
import { countSms, type SmsKind } from './sms-gate.ts';
import { smsTexts } from './sms-texts.ts';

type SmsRow = Pick<typeof smsMessages.$inferSelect, 'id' | 'to' | 'userId' | 'kind' | 'createdAt'> & {
  content: SmsContent;
};

/** The words to send now (and the kind they turned out to be), or why nothing is due. */
export type Rendered = { text: string; kind: SmsKind } | { skip: string };

const newCode = () => String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

/** A viewing's start as Kenya reads it; '' for anything but an instant. */
function viewingDay(at: string | undefined, language: Language): string {
  const instant = at && /^\d{4}-\d{2}-\d{2}T/.test(at) ? new Date(at) : null;
  return instant && !Number.isNaN(instant.getTime()) ? kenyaDayTime(instant, language) : '';
}

/** A notice's words: exported for its test, which holds what each says. */
export function noticeText(
  texts: ReturnType<typeof smsTexts>,
  notice: NoticeWords,
  url: string,
  language: Language,
): string {
  switch (notice.words) {
    case 'stayAnswered':
      // Only a time Nyumba wrote: anything else is left out rather than printed.
      return texts.stayAnswered(notice.yes, url, /^\d{2}:\d{2}$/.test(notice.payBy ?? '') ? notice.payBy : '');
    case 'viewingAnswered':
      return texts.viewingAnswered(notice.yes, url, viewingDay(notice.at, language));
    case 'viewingReminder':
      // Only a time Nyumba wrote: anything else is left out rather than printed.
      return texts.viewingReminder(/^\d{2}:\d{2}$/.test(notice.time) ? notice.time : '', url);
    case 'jobRelease':
      return texts.jobRelease(Math.max(1, Math.round(Number(notice.hours) || 1)), url);
    default:
      return texts[notice.words](url);
  }
}

/** The account whose sign-in number this is, with its language: a member's number. */
async function memberOf(tx: Transaction, phone: string) {
  const [member] = await tx
    .select({ id: users.id, language: users.language })
    .from(phoneNumbers)
    .innerJoin(users, eq(users.id, phoneNumbers.userId))
    .where(and(eq(phoneNumbers.phone, phone), eq(phoneNumbers.signIn, true)));
  return member;
}

/**
 * A sign-up or recovery by phone, decided now rather than when it was asked for (so the
 * asker's answer could not depend on it): a new number gets its sign-up code; a member's
 * number gets, for a sign-up, the warning that someone tried (at most one a day) and, for a
 * recovery, its code; a recovery for a number with no account sends nothing.
 */
async function phoneRequestText(tx: Transaction, row: SmsRow, requestId: string, site: string): Promise<Rendered> {
  const [request] = await tx.select().from(phoneRequests).where(eq(phoneRequests.id, requestId)).for('update');
  if (!request || request.spentAt) return { skip: 'request spent' };
  const member = await memberOf(tx, row.to);
  const arm = async (texts: ReturnType<typeof smsTexts>, purpose: 'sign-up' | 'reset') => {
    const code = newCode();
    await tx
      .update(phoneRequests)
      .set({ codeHash: hashRequestCode(request.id, request.phone, code) })
      .where(eq(phoneRequests.id, request.id));
    return { text: purpose === 'reset' ? texts.resetCode(code) : texts.code(code), kind: 'code' as const };
  };
  if (request.purpose === 'reset') {
    if (!member) return { skip: 'no account to reset' };
    // The newest code replaces the older ones.
    await tx
      .update(phoneRequests)
      .set({ codeHash: null })
      .where(
        and(eq(phoneRequests.phone, row.to), eq(phoneRequests.purpose, 'reset'), ne(phoneRequests.id, request.id)),
      );
    return arm(smsTexts(member.language), 'reset');
  }
  if (member) {
    const told = await countSms(
      tx,
      sql`"to" = ${row.to} AND kind = 'security' AND status <> 'skipped' AND content->>'say' = 'phone-request' AND id <> ${row.id}`,
      new Date(row.createdAt.getTime() - DAY_MS),
    );
    if (told > 0) return { skip: 'told already today' };
    return { text: smsTexts(member.language).alreadyMember(site), kind: 'security' };
  }
  // Codes to this number from every path, as the caps count them (earlier rows only).
  const codes = sql`"to" = ${row.to} AND kind = 'code' AND status <> 'skipped' AND id < ${row.id}`;
  if (
    (await countSms(tx, codes, new Date(row.createdAt.getTime() - HOUR_MS))) >= PHONE_CODES_PER_NUMBER_HOUR ||
    (await countSms(tx, codes, new Date(row.createdAt.getTime() - DAY_MS))) >= PHONE_CODES_PER_NUMBER_DAY
  )
    return { skip: 'codes to this number capped' };
  return arm(smsTexts(request.language), 'sign-up');
}

/**
 * Turns what an SMS should say into its words at the moment it is sent, in `tx`: a code is
 * made and its hash armed on the row it proves (none is armed if a newer code replaced it),
 * a notice gets a fresh stop link. So the secrets exist only here and in the SMS itself.
 */
export async function renderSms(
  tx: Transaction,
  row: SmsRow,
  publicUrl: string,
  channel: 'sms' | 'whatsapp' = 'sms',
): Promise<Rendered> {
  const site = publicUrl.replace(/\/$/, '');
  const { content } = row;
  const texts = smsTexts(content.language);
  switch (content.say) {
    case 'code':
    case 'listingCode':
    case 'tenancyCode': {
      if (!row.userId) return { skip: 'no account' };
      const code = newCode();
      const key = { userId: row.userId, phone: row.to, purpose: content.purpose };
      const armed = await tx
        .update(phoneCodes)
        .set({ codeHash: hashCode(key, code) })
        .where(
          and(
            eq(phoneCodes.userId, key.userId),
            eq(phoneCodes.phone, key.phone),
            eq(phoneCodes.purpose, key.purpose),
            eq(phoneCodes.smsId, row.id),
          ),
        )
        .returning({ phone: phoneCodes.phone });
      if (armed.length === 0) return { skip: 'replaced by a newer code' };
      return { text: texts[content.say](code), kind: 'code' };
    }
    case 'phone-request':
      return phoneRequestText(tx, row, content.request, site);
    case 'numberRemoved':
    case 'numberReplaced':
      return { text: texts[content.say](), kind: 'security' };
    case 'notice': {
      if (!row.userId) return { skip: 'no account' };
      const words = noticeText(texts, content.notice, `${site}${content.path}`, content.language);
      // On WhatsApp a reply of STOP ends them (channels/whatsapp-webhook.ts): no link to mint.
      if (channel === 'whatsapp') return { text: words, kind: 'notice' };
      const token = await stopToken(tx, row.userId);
      return { text: `${words} ${texts.stop(`${site}${pageAddress.smsStop(token)}`)}`, kind: 'notice' };
    }
    case 'money':
      return { text: texts.money[content.money](content.facts), kind: 'notice' };
    case 'details':
      return { text: texts.details(content.items, site), kind: 'notice' };
    case 'reply':
      return { text: texts.reply[content.reply](), kind: 'notice' };
  }
}
