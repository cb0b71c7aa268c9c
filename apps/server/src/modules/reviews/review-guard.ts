import { REVIEW_BURST_LIMIT, REVIEW_NEW_ACCOUNT_DAYS } from '@nyumba/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { accountDevices, reviews } from '../../db/schema-reviews.ts';

const DAY_MS = 86_400_000;

/**
 * An address as its mailbox reads it: case, a "+tag" and (at Gmail) dots make no second
 * mailbox, so jane.doe+2@gmail.com is janedoe@gmail.com.
 */
export function mailboxOf(email: string): string {
  const [local = '', rawDomain = ''] = email.toLowerCase().split('@');
  const domain = rawDomain === 'googlemail.com' ? 'gmail.com' : rawDomain;
  let name = local.split('+')[0] ?? '';
  if (domain === 'gmail.com') name = name.replaceAll('.', '');
  return `${name}@${domain}`;
}

export type Verdict = { refuse: true } | { refuse: false; hold: string | null };

/**
 * Whether an author may review a subject: refused when they look like one person (the same
 * mailbox, a phone number both list, a device both signed in on); held for a moderator when
 * new accounts review the same provider in a burst. A shared mail domain alone is not taken
 * as one person: a university's or an employer's thousands share theirs (docs/reviews.md).
 */
export async function judgeReviewer(
  tx: Transaction,
  authorId: string,
  subjectId: string,
  role: 'client' | 'provider',
  now: Date,
): Promise<Verdict> {
  const people = await tx
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, [authorId, subjectId]));
  const author = people.find((person) => person.id === authorId);
  const subject = people.find((person) => person.id === subjectId);
  if (!author || !subject || authorId === subjectId) return { refuse: true };
  if (author.email && subject.email && mailboxOf(author.email) === mailboxOf(subject.email)) return { refuse: true };
  if (await sharePhone(tx, authorId, subjectId)) return { refuse: true };
  if (await shareDevice(tx, authorId, subjectId)) return { refuse: true };
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

async function sharePhone(tx: Transaction, a: string, b: string): Promise<boolean> {
  const other = alias(listings, 'other');
  const rows = await tx
    .select({ one: sql`1` })
    .from(listings)
    .innerJoin(other, eq(other.phoneNumber, listings.phoneNumber))
    .where(and(eq(listings.ownerId, a), eq(other.ownerId, b)))
    .limit(1);
  return rows.length > 0;
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
