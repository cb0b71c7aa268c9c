import type { Language } from '../core/language.ts';
import type { Bedrooms, ListingType } from '../listings/listing-types.ts';
import type { Trade } from '../listings/services.ts';

/** The facts of a money SMS: all Nyumba's or M-Pesa's own, none a person typed. */
export interface SmsMoney {
  amount: number;
  /** M-Pesa's receipt number, said only when it reads as one. */
  receipt?: string | null;
  /** A date, YYYY-MM-DD. */
  until?: string;
}

/**
 * What an SMS says, as the server records it with the SMS (`sms_messages.content`) and
 * carries it to the moment it is sent (the server's modules/phone/sms-render.ts). Two rules hold by this type:
 *
 * - No secret: a code or a stop link is made when the SMS goes, so no code
 *   waits in a table, a job's payload or a finished job kept for a week.
 * - No words a person typed: every field is Nyumba's own (a kind, a yes/no, an amount, a
 *   time, a path Nyumba built, M-Pesa's receipt). What a notice is about is its link's to say.
 */
export type SmsContent =
  /** A code proving a number for a signed-in person: armed on their phone_codes row. */
  | {
      say: 'code' | 'listingCode' | 'tenancyCode';
      language: Language;
      purpose: 'sign-in-number' | 'listing-number' | 'tenancy-sign';
    }
  /** A sign-up or "forgot password" by phone: whether it is a code, a warning or nothing is decided when sent. */
  | { say: 'phone-request'; language: Language; request: string }
  | { say: 'numberRemoved' | 'numberReplaced'; language: Language }
  | { say: 'notice'; language: Language; notice: NoticeWords; path: string }
  | { say: 'money'; language: Language; money: MoneyWords; facts: SmsMoney }
  /**
   * Listings or providers a feature phone asked for (USSD, an SMS search): Nyumba's facts of
   * each (never its name or its lister's number, which people typed) and its page. `session`:
   * the USSD session that asked, so a repeated last step sends nothing twice.
   */
  | { say: 'details'; language: Language; items: SmsDetail[]; session?: string }
  /** Nyumba's answer to an SMS sent to its number (channels/sms-replies.ts). */
  | { say: 'reply'; language: Language; reply: 'help' | 'noMatch' | 'badSearch' };

/** One listing or provider in a details SMS. */
export interface SmsDetail {
  /** Its page's path, as Nyumba built it. */
  path: string;
  type: ListingType;
  price: number;
  bedrooms?: Bedrooms | null;
  /** A place from Nyumba's list of areas. */
  area?: string | null;
  trade?: Trade | null;
}

export type NoticeWords =
  | {
      words:
        | 'message'
        | 'stayRequested'
        | 'stayCancelled'
        | 'viewingRequested'
        | 'stillAvailable'
        | 'tenancyRequested'
        | 'tenancyNews'
        | 'tenancyKeys'
        | 'jobNear'
        | 'jobNews'
        | 'agencyInvite'
        | 'agencyLead';
    }
  /** The client's reminder before a job's money goes to the provider: the hours left. */
  | { words: 'jobRelease'; hours: number }
  /** An accepted stay's pay-by time (Kenya's HH:MM) while payments are on. */
  | { words: 'stayAnswered'; yes: boolean; payBy?: string }
  /** A confirmed viewing's start, as an instant (ISO): the SMS says its day and time in Kenya. */
  | { words: 'viewingAnswered'; yes: boolean; at?: string }
  /** The time as Kenya reads it, HH:MM. */
  | { words: 'viewingReminder'; time: string };

export type MoneyWords = 'paid' | 'paidHost' | 'payout' | 'refund' | 'lapsed' | 'disputed' | 'settled' | 'featured';
