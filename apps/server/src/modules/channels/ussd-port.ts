import {
  findNeighbourhood,
  kenyaDayTime,
  pageAddress,
  searchQuerySchema,
  USSD_RESULTS,
  type Bedrooms,
  type Language,
  type Listing,
  type SmsDetail,
  type Trade,
} from '@nyumba/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { phoneNumbers } from '../../db/schema-phone.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { cancelViewing, answerViewing, viewingsOf, type BookingMailDeps } from '../bookings/index.ts';
import { firstResults } from '../listings/index.ts';
import { paymentsOf } from '../payments/index.ts';
import { lockOn, queueSms, type SmsCaps } from '../phone/index.ts';

export interface UssdHome extends SmsDetail {
  area: string;
}
export interface UssdProvider extends SmsDetail {
  trade: Trade;
  area: string;
  rating: number | null;
}
export interface UssdViewing {
  id: string;
  /** "Tue 9 Dec, 14:00" in Kenya. */
  day: string;
  /** The listing, as a few characters of its name. */
  place: string;
  status: 'pending' | 'confirmed';
  /** The caller lists the home and has not answered yet. */
  canConfirm: boolean;
}
interface UssdPayment {
  amount: number;
  kind: 'paid' | 'payout' | 'refund';
  status: 'pending' | 'held' | 'done' | 'failed';
  day: string;
}

/** What the menus read and do, for one caller: search, their viewings and payments, an SMS to them. */
export interface UssdPort {
  homes(filters: { type: string; area: string; bedrooms: Bedrooms | null; maxPrice: number }): Promise<UssdHome[]>;
  providers(trade: Trade, area: string): Promise<UssdProvider[]>;
  viewings(): Promise<UssdViewing[] | 'no-account'>;
  payments(): Promise<UssdPayment[] | 'no-account'>;
  answerViewing(id: string, act: 'confirm' | 'cancel'): Promise<boolean>;
  /** Sends the items' details by SMS to the caller; false when a cap refused it. */
  sendDetails(items: SmsDetail[]): Promise<boolean>;
}

export interface ChannelDeps {
  db: Database;
  /** Where public reads go (a replica when there is one). */
  reading: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  caps: SmsCaps;
  publicUrl: string;
  phones: boolean;
}

/** The account whose sign-in number called, or null: the network vouches for the number, so it is theirs. */
export async function memberByNumber(db: Database, phone: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(phoneNumbers)
    .innerJoin(users, eq(users.id, phoneNumbers.userId))
    .where(and(eq(phoneNumbers.phone, phone), eq(phoneNumbers.signIn, true)));
  return row?.user ?? null;
}

/** A listing's facts for a screen and an SMS: its area only when it is a place from Nyumba's list. */
export const detailOf = (listing: Listing): SmsDetail & { area: string } => ({
  path: pageAddress.listing(listing.id),
  type: listing.type,
  price: listing.price,
  bedrooms: listing.bedrooms,
  area: (listing.areaName && findNeighbourhood(listing.areaName)?.name) ?? '',
  trade: listing.trade ?? null,
});

/** Listings for a feature phone: the search box's own query, the newest first, three at most. */
export async function searchForPhone(
  reading: Database,
  filters: Record<string, string | number | undefined>,
): Promise<Listing[]> {
  const query = searchQuerySchema.parse({ ...filters, limit: USSD_RESULTS, sort: 'newest' });
  return firstResults(reading, query);
}

/**
 * Queues a details SMS to `to` within the SMS caps: a number asks for its own details, so its
 * SMS count against it as an address does (SMS_CODES_PER_ADDRESS_HOUR an hour) and against the
 * cluster's budget. A USSD session's last step repeated by the network sends nothing twice.
 */
export async function sendDetailsSms(
  deps: ChannelDeps,
  to: string,
  userId: string | null,
  language: Language,
  items: SmsDetail[],
  session?: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (session) {
      await lockOn(tx, `ussd:${session}`);
      const [sent] = await queryRows<{ one: number }>(
        tx,
        sql`SELECT 1 AS one FROM sms_messages WHERE "to" = ${to} AND content->>'session' = ${session} LIMIT 1`,
      );
      if (sent) return true;
    }
    const queued = await queueSms({ jobs: deps.jobs, log: deps.log, caps: deps.caps }, tx, {
      to,
      kind: 'notice',
      userId,
      address: to,
      reserved: false,
      content: { say: 'details', language, items, ...(session ? { session } : {}) },
    });
    return typeof queued === 'number';
  });
}

export function ussdPort(
  deps: ChannelDeps,
  phone: string,
  member: UserRow | null,
  language: Language,
  session: string,
): UssdPort {
  const mail: BookingMailDeps = {
    jobs: deps.jobs,
    log: deps.log,
    publicUrl: deps.publicUrl,
    phones: deps.phones,
    sms: { caps: deps.caps, address: phone },
  };
  return {
    homes: async (filters) =>
      (
        await searchForPhone(deps.reading, {
          type: filters.type,
          area: filters.area,
          bedrooms: filters.bedrooms ?? undefined,
          maxPrice: filters.maxPrice,
        })
      ).map(detailOf),
    providers: async (trade, area) =>
      (await searchForPhone(deps.reading, { trade, area })).map((listing) => ({
        ...detailOf(listing),
        trade,
        area,
        rating: listing.rating?.average ?? null,
      })),
    viewings: async () => {
      if (!member) return 'no-account';
      const now = new Date();
      return (await viewingsOf(deps.db, member.id, undefined, now))
        .filter((v) => (v.status === 'pending' || v.status === 'confirmed') && new Date(v.startsAt) > now)
        .sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1))
        .slice(0, USSD_RESULTS)
        .map((v) => ({
          id: v.id,
          day: kenyaDayTime(new Date(v.startsAt), language),
          place: v.listingName.length > 18 ? `${v.listingName.slice(0, 16).trimEnd()}..` : v.listingName,
          status: v.status as 'pending' | 'confirmed',
          canConfirm: v.role === 'lister' && v.status === 'pending',
        }));
    },
    payments: async () => {
      if (!member) return 'no-account';
      return (await paymentsOf(deps.db, member.id)).slice(0, USSD_RESULTS).map((line) => ({
        amount: line.amount,
        kind: line.kind,
        status: line.status,
        day: kenyaDayTime(new Date(line.at), language).replace(/, \d\d:\d\d$/, ''),
      }));
    },
    answerViewing: async (id, act) => {
      if (!member) return false;
      try {
        if (act === 'confirm') await answerViewing(deps.db, mail, member, id, 'confirm');
        else
          await cancelViewing(
            deps.db,
            mail,
            member,
            id,
            language === 'sw' ? 'Imeghairiwa kwa USSD' : 'Cancelled by USSD',
          );
        return true;
      } catch (error) {
        // Answered or cancelled meanwhile on the web, or its time passed: the screen says so.
        if (error instanceof Error && 'statusCode' in error && Number(error.statusCode) < 500) return false;
        throw error;
      }
    },
    sendDetails: (items) => sendDetailsSms(deps, phone, member?.id ?? null, language, items, session),
  };
}
