import {
  DAY_MS,
  HOUR_MS,
  PHONE_CODES_LIMIT,
  PHONE_CODES_PER_ACCOUNT_DAY,
  PHONE_CODES_PER_ACCOUNT_HOUR,
  PHONE_CODES_PER_NUMBER_DAY,
  PHONE_CODES_PER_NUMBER_HOUR,
  PHONE_SMS_BUSY,
} from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/database.ts';
import type { Logger } from '../../jobs/engine.ts';
import { smsRefused } from '../../lib/sms-metrics.ts';

export type SmsKind = 'code' | 'notice' | 'security';

/** What the cluster may send, from the configuration (docs/phone.md, "Cost controls"). */
export interface SmsCaps {
  /** SMS the whole cluster sends in an hour. */
  hourlyBudget: number;
  /** The share of it (percent) only `reserved` SMS may use: a flood of strangers' requests cannot take it. */
  reservePercent: number;
  /** SMS the requests of one network address may cause in an hour. */
  perAddressHour: number;
}

export function smsCaps(config: {
  SMS_HOURLY_BUDGET: number;
  SMS_BUDGET_RESERVE_PERCENT: number;
  SMS_CODES_PER_ADDRESS_HOUR: number;
}): SmsCaps {
  return {
    hourlyBudget: config.SMS_HOURLY_BUDGET,
    reservePercent: config.SMS_BUDGET_RESERVE_PERCENT,
    perAddressHour: config.SMS_CODES_PER_ADDRESS_HOUR,
  };
}

/** One SMS asking to be sent, as the caps see it. */
export interface SmsAsk {
  to: string;
  kind: SmsKind;
  /** The account it is for (a code's asker, a notice's reader). */
  userId?: string | null;
  /** The address of the request that caused it, when a request did. */
  address?: string | null;
  /**
   * May use the reserve: what a signed-in person asks for their own number or listing, a
   * receipt for money paid, a notice about one's own account. Everything a stranger can
   * cause (a sign-up, a "forgot password", a message, a booking request) is not.
   */
  reserved: boolean;
  /** The caller counted the number's requests itself (sign-up and recovery count requests, not SMS). */
  numberCounted?: boolean;
  /**
   * A code to a number the account already proved (to sign an agreement): nobody else's phone
   * can be reached this way, so the account's cap does not apply and the number's is wider.
   */
  ownNumber?: boolean;
}

/** Codes to an account's own proven number in an hour and a day (a lister signing a morning's agreements). */
const OWN_NUMBER_CODES = { hour: 10, day: 30 };

export interface SmsRefusal {
  status: 429 | 503;
  message: string;
  cap: 'number' | 'account' | 'address' | 'budget';
}

// Advisory locks keyed by text: every server counts a number's, an account's, an address's
// and the cluster's SMS under the same lock, so requests at once cannot all be the last
// allowed. Always taken in this order (number, account, address, budget): no deadlock.
export const lockOn = (tx: Transaction, name: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

export async function countSms(tx: Transaction, where: ReturnType<typeof sql>, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM sms_messages WHERE ${where} AND created_at > ${since}`,
  );
  return row?.n ?? 0;
}

/** The most SMS of this kind the cluster sends in an hour: all of it when reserved, else what the reserve leaves. */
const budgetFor = (caps: SmsCaps, reserved: boolean) =>
  reserved ? caps.hourlyBudget : Math.floor((caps.hourlyBudget * (100 - caps.reservePercent)) / 100);

/**
 * Every SMS Nyumba sends passes here first, in the transaction that records it: a code is
 * sent to a number at most 3 an hour and 10 a day, an account asks for at most 6 codes an
 * hour and 20 a day, one address's requests cause at most SMS_CODES_PER_ADDRESS_HOUR codes
 * (and as many notices), and the cluster sends at most SMS_HOURLY_BUDGET an hour, of which the last
 * SMS_BUDGET_RESERVE_PERCENT go only to reserved SMS. Counted from what every server recorded
 * (sms_messages) under advisory locks. Returns why not, or null when it may go.
 */
export async function admitSms(
  deps: { caps: SmsCaps; log: Logger },
  tx: Transaction,
  ask: SmsAsk,
  now = new Date(),
): Promise<SmsRefusal | null> {
  const hour = new Date(now.getTime() - HOUR_MS);
  const day = new Date(now.getTime() - DAY_MS);
  const refuse = (cap: SmsRefusal['cap']): SmsRefusal => {
    smsRefused.inc({ kind: ask.kind, cap });
    return cap === 'budget'
      ? { status: 503, message: PHONE_SMS_BUSY, cap }
      : { status: 429, message: PHONE_CODES_LIMIT, cap };
  };
  if (ask.kind === 'code' && !ask.numberCounted) {
    await lockOn(tx, `sms-number:${ask.to}`);
    const toNumber = sql`kind = 'code' AND "to" = ${ask.to}`;
    const cap = ask.ownNumber
      ? OWN_NUMBER_CODES
      : { hour: PHONE_CODES_PER_NUMBER_HOUR, day: PHONE_CODES_PER_NUMBER_DAY };
    if ((await countSms(tx, toNumber, hour)) >= cap.hour) return refuse('number');
    if ((await countSms(tx, toNumber, day)) >= cap.day) return refuse('number');
  }
  if (ask.kind === 'code' && ask.userId && !ask.ownNumber) {
    await lockOn(tx, `sms-account:${ask.userId}`);
    const byAccount = sql`kind = 'code' AND user_id = ${ask.userId}`;
    if ((await countSms(tx, byAccount, hour)) >= PHONE_CODES_PER_ACCOUNT_HOUR) return refuse('account');
    if ((await countSms(tx, byAccount, day)) >= PHONE_CODES_PER_ACCOUNT_DAY) return refuse('account');
  }
  if (ask.address) {
    // Codes (and the warnings sign-ups cause) and notices each have the address's hourly share,
    // so a busy host's answers from a shared address (a mobile network's NAT) never stop codes.
    const family = ask.kind === 'notice' ? sql`kind = 'notice'` : sql`kind IN ('code', 'security')`;
    await lockOn(tx, `sms-address:${ask.address}`);
    if ((await countSms(tx, sql`address = ${ask.address} AND ${family}`, hour)) >= deps.caps.perAddressHour)
      return refuse('address');
  }
  await lockOn(tx, 'sms-budget');
  const limit = budgetFor(deps.caps, ask.reserved);
  if ((await countSms(tx, sql`true`, hour)) >= limit) {
    // The alert line operators watch for (docs/phone.md): the budget ran out this hour.
    deps.log.warn(
      { budget: deps.caps.hourlyBudget, limit, reserved: ask.reserved, kind: ask.kind },
      ask.reserved
        ? 'SMS hourly budget reached: no SMS is sent until the hour passes'
        : 'SMS hourly budget reached: codes are refused until the hour passes',
    );
    return refuse('budget');
  }
  return null;
}
