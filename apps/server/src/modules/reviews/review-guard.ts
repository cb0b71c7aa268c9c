import {
  DAY_MS,
  PHONE_NEW_DAYS,
  REVIEW_BURST_LIMIT,
  REVIEW_NEW_ACCOUNT_DAYS,
  type ReviewHoldReason,
} from '@nyumba/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { accountDevices, reviews } from '../../db/schema-reviews.ts';
import { phoneHistory } from '../../db/schema-phone.ts';

/**
 * An address as its mailbox reads it: case, a "+tag" and (at Gmail) dots make no second
 * mailbox, so jane.doe+2@gmail.com is janedoe@gmail.com.
 */
function mailboxOf(email: string): string {
  const [local = '', rawDomain = ''] = email.toLowerCase().split('@');
  const domain = rawDomain === 'googlemail.com' ? 'gmail.com' : rawDomain;
  let name = local.split('+')[0] ?? '';
  if (domain === 'gmail.com') name = name.replaceAll('.', '');
  return `${name}@${domain}`;
}

export type Verdict = { refuse: true } | { refuse: false; hold: ReviewHoldReason | null };

/**
 * Whether an author may review a subject: refused when they look like one person (the same
 * mailbox, a phone number both list or both proved at any time, a device both signed in on);
 * held for a moderator when new accounts review the same provider in a burst. With phone
 * numbers in use (`phones`), a client's review publishes without a moderator only from an
 * account with a proven number, and one proven in the last 7 days waits too (a sock puppet's
 * fresh SIM). A shared mail domain alone is not taken as one person: a university's or an
 * employer's thousands share theirs (docs/reviews.md).
 */
export async function judgeReviewer(
  tx: Transaction,
  authorId: string,
  subjectId: string,
  role: 'client' | 'provider',
  now: Date,
  phones = false,
): Promise<Verdict> {
  const people = await tx
    .select({ id: users.id, email: users.email, createdAt: users.createdAt, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(inArray(users.id, [authorId, subjectId]));
  const author = people.find((person) => person.id === authorId);
  const subject = people.find((person) => person.id === subjectId);
  if (!author || !subject || authorId === subjectId) return { refuse: true };
  if (author.email && subject.email && mailboxOf(author.email) === mailboxOf(subject.email)) return { refuse: true };
  if (await sharePhone(tx, authorId, subjectId)) return { refuse: true };
  if (await shareDevice(tx, authorId, subjectId)) return { refuse: true };
  if (phones && role === 'client') {
    if (!author.phoneVerifiedAt) return { refuse: false, hold: 'no-proven-number' };
    if (now.getTime() - author.phoneVerifiedAt.getTime() < PHONE_NEW_DAYS * DAY_MS)
      return { refuse: false, hold: 'number-proven-lately' };
  }
  const isNew = (at: Date) => now.getTime() - at.getTime() < REVIEW_NEW_ACCOUNT_DAYS * DAY_MS;
  if (role === 'client' && isNew(author.createdAt)) {
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(
        and(
          eq(reviews.subjectId, subjectId),
          eq(reviews.role, 'client'),
          gt(reviews.createdAt, new Date(now.getTime() - DAY_MS)),
          gt(users.createdAt, new Date(now.getTime() - REVIEW_NEW_ACCOUNT_DAYS * DAY_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= REVIEW_BURST_LIMIT) return { refuse: false, hold: 'burst-of-new-accounts' };
  }
  return { refuse: false, hold: null };
}

/** A number both show on listings, or both proved (now or before: phone_history keeps every proof). */
async function sharePhone(tx: Transaction, a: string, b: string): Promise<boolean> {
  const other = alias(listings, 'other');
  const listed = await tx
    .select({ one: sql`1` })
    .from(listings)
    .innerJoin(other, eq(other.phoneNumber, listings.phoneNumber))
    .where(and(eq(listings.ownerId, a), eq(other.ownerId, b)))
    .limit(1);
  if (listed.length > 0) return true;
  const otherProof = alias(phoneHistory, 'other_proof');
  const proven = await tx
    .select({ one: sql`1` })
    .from(phoneHistory)
    .innerJoin(otherProof, eq(otherProof.phone, phoneHistory.phone))
    .where(and(eq(phoneHistory.userId, a), eq(otherProof.userId, b)))
    .limit(1);
  return proven.length > 0;
}

async function shareDevice(tx: Transaction, a: string, b: string): Promise<boolean> {
  const other = alias(accountDevices, 'other');
  const rows = await tx
    .select({ one: sql`1` })
    .from(accountDevices)
    .innerJoin(other, eq(other.deviceHash, accountDevices.deviceHash))
    .where(and(eq(accountDevices.userId, a), eq(other.userId, b)))
    .limit(1);
  return rows.length > 0;
}
