import {
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  SMS_NOTICE_KINDS,
  type Consent,
  type ConsentChannel,
  type ConsentPurpose,
} from '@nyumba/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { searchAlerts } from '../../db/schema-alerts.ts';
import { consents } from '../../db/schema-privacy.ts';
import { smsNoticesOf } from '../auth/index.ts';

type Db = Database | Transaction;

/** Where a consent came from or went: the record the law asks for. */
export interface ConsentSource {
  channel: ConsentChannel;
  /** A web request's address, or the number an SMS came from. */
  address: string | null;
  /** How it was withdrawn ('web', 'sms-stop', 'stop-link'); for a yes, unused. */
  by?: string;
}

/**
 * A person's consent to one purpose as SQL, for a query that sends something: their newest
 * row for it, given and not withdrawn. Marketing asks this and nothing else.
 */
const consentGiven = (userId: SQL | typeof users.id, purpose: ConsentPurpose): SQL =>
  sql`EXISTS (SELECT 1 FROM consents c WHERE c.user_id = ${userId} AND c.purpose = ${purpose}
    AND c.withdrawn_at IS NULL)`;

/** The purpose was withdrawn (and not given again since): alerts and SMS notices stop on it. */
export const consentWithdrawn = (userId: SQL | typeof users.id, purpose: ConsentPurpose): SQL =>
  sql`(NOT ${consentGiven(userId, purpose)} AND EXISTS (SELECT 1 FROM consents c
    WHERE c.user_id = ${userId} AND c.purpose = ${purpose}))`;

/**
 * Records a yes or a no. A yes while one stands changes nothing; a no stamps the standing
 * yes (the row, with when and how, stays as the record). Purposes that already had a switch
 * before consents follow it: `sms-notices` turns the SMS notices all on or all off.
 */
export async function recordConsent(
  tx: Transaction,
  userId: string,
  purpose: ConsentPurpose,
  given: boolean,
  source: ConsentSource,
  now = new Date(),
): Promise<void> {
  const standing = and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt));
  const row = {
    userId,
    purpose,
    version: CONSENT_VERSION,
    channel: source.channel,
    address: source.address,
    givenAt: now,
  };
  const withdrawn = { withdrawnAt: now, withdrawnBy: source.by ?? source.channel };
  if (given) {
    const [open] = await tx.select({ id: consents.id }).from(consents).where(standing).limit(1);
    if (!open) await tx.insert(consents).values(row);
  } else {
    const closed = await tx.update(consents).set(withdrawn).where(standing).returning({ id: consents.id });
    // A no with no yes before it is recorded too: a later default must not read as consent.
    if (closed.length === 0) await tx.insert(consents).values({ ...row, ...withdrawn });
  }
  if (purpose === 'sms-notices') {
    await tx
      .update(users)
      .set({ smsNotices: given ? [...SMS_NOTICE_KINDS] : [], updatedAt: now })
      .where(eq(users.id, userId));
  }
}

/**
 * Every purpose, given or not. `sms-notices` reads the notices the person actually gets
 * (an account with no e-mail gets them by default); `alerts` counts a saved alert made
 * before consents were recorded as the yes it was.
 */
export async function consentsOf(db: Db, userId: string): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.givenAt, consents.id);
  const [user] = await db
    .select({ smsNotices: users.smsNotices, email: users.email, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  const [alert] = await db
    .select({ id: searchAlerts.id })
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, userId))
    .limit(1);
  return CONSENT_PURPOSES.map((purpose) => {
    const newest = rows.filter((row) => row.purpose === purpose).at(-1);
    const recorded = newest ? newest.withdrawnAt === null : undefined;
    let given = recorded ?? false;
    if (purpose === 'sms-notices' && user) given = smsNoticesOf(user).length > 0;
    if (purpose === 'alerts' && recorded === undefined) given = alert !== undefined;
    const at = newest ? (newest.withdrawnAt ?? newest.givenAt).toISOString() : null;
    return { purpose, given, at, version: given && newest ? newest.version : null };
  });
}

/** What a STOP ends, by where it was written. */
const STOPS = {
  sms: ['marketing-sms', 'sms-notices'],
  whatsapp: ['whatsapp'],
} as const satisfies Record<string, readonly ConsentPurpose[]>;

/**
 * A STOP (ACHA, SITISHA…) from a member's proven number: by SMS every SMS consent withdrawn at
 * once, on WhatsApp the WhatsApp one, recorded as the number's. A number with no account
 * changes nothing.
 */
export async function stopFrom(db: Database, number: string, channel: keyof typeof STOPS): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phone, number));
  if (!member) return;
  await db.transaction(async (tx) => {
    const source = { channel, address: number, by: `${channel}-stop` };
    for (const purpose of STOPS[channel]) await recordConsent(tx, member.id, purpose, false, source);
  });
}
