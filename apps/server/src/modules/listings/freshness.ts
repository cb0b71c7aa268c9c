import { createHash, randomBytes } from 'node:crypto';
import {
  type Availability,
  CONFIRM_LINK_INVALID,
  type ConfirmAnswer,
  confirmDays,
  DAY_MS,
  daysSinceConfirmed,
  LISTING_TYPES,
  type ListingType,
  pageAddress,
  REMIND_DAYS_BEFORE,
} from '@nyumba/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import type { MailSender } from '../../jobs/send-mail.ts';
import { sameSecret } from '../../lib/secrets.ts';
import { notFound } from '../../lib/http-errors.ts';
import { composeMail, mailTexts } from '../mail/index.ts';

/** Reminders and expiries looked at per run: the job runs hourly, so a backlog drains in hours. */
const BATCH = 500;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What a confirmation sets: confirmed now, back in search, the next reminder due a period from now. */
export const confirmedNow = (now = new Date()) => ({
  confirmedAt: now,
  staleAt: null,
  remindedAt: null,
  confirmTokenHash: null,
});

/**
 * The mail's one-click answers, with no sign-in (the token is the proof, as in alert
 * unsubscribes): still available brings it back to search for another period; let or sold,
 * and pause, take it out (the lister can resume it from My listings).
 */
export async function confirmByLink(
  db: Database,
  listingId: string,
  token: string,
  answer: ConfirmAnswer,
  now = new Date(),
): Promise<{ name: string; availability: Availability }> {
  const [row] = await db
    .select({ type: listings.type, name: listings.name, tokenHash: listings.confirmTokenHash })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row?.tokenHash || !sameSecret(hashToken(token), row.tokenHash)) throw notFound(CONFIRM_LINK_INVALID);
  const gone: Availability = row.type === 'for-sale' ? 'sold' : row.type === 'rentals' ? 'let' : 'paused';
  const availability: Availability = answer === 'available' ? 'available' : answer === 'gone' ? gone : 'paused';
  await db
    .update(listings)
    .set({
      ...(answer === 'available' ? confirmedNow(now) : {}),
      availability,
      availabilityChangedAt: now,
    })
    .where(eq(listings.id, listingId));
  return { name: row.name, availability };
}

export interface FreshnessDeps {
  db: Database;
  mailer: MailSender;
  publicUrl: string;
  /** A lister with no e-mail (an account made by phone): their reminder goes by SMS, with this link. */
  onPhoneOnly?: (listing: { ownerId: string; name: string }, link: string) => Promise<void>;
}

/** The listing types by their period (listing-freshness.ts confirmDays), derived so a new type needs nothing here. */
const TYPES_BY_PERIOD = new Map<number, ListingType[]>();
for (const type of LISTING_TYPES)
  TYPES_BY_PERIOD.set(confirmDays(type), [...(TYPES_BY_PERIOD.get(confirmDays(type)) ?? []), type]);

/** Listings whose period, less `daysBeforeEnd`, has run out by `now`: one condition per period. */
const dueCondition = (daysBeforeEnd: number, now: Date) =>
  sql.join(
    [...TYPES_BY_PERIOD].map(([days, types]) => {
      const cutoff = new Date(now.getTime() - (days - daysBeforeEnd) * DAY_MS);
      return sql`(${inArray(listings.type, types)} AND ${listings.confirmedAt} < ${cutoff})`;
    }),
    sql` OR `,
  );

/**
 * The hourly job: a listing a week from the end of its period gets the "still available?"
 * mail (once a period); one past the end leaves search (stale_at) until confirmed. Only
 * listings the public would otherwise see: paused, let, sold or moderated ones wait.
 */
export async function keepListingsTrue(
  deps: FreshnessDeps,
  now = new Date(),
): Promise<{ reminded: number; stale: number }> {
  const { db } = deps;
  const live = and(
    eq(listings.availability, 'available'),
    eq(listings.moderation, 'visible'),
    isNull(listings.staleAt),
  );
  const stale = await db
    .update(listings)
    .set({ staleAt: now })
    .where(
      sql`${listings.id} IN (SELECT ${listings.id} FROM ${listings} WHERE ${live} AND (${dueCondition(0, now)}) LIMIT ${BATCH})`,
    )
    .returning({ id: listings.id });
  const due = await db
    .select({
      id: listings.id,
      type: listings.type,
      name: listings.name,
      confirmedAt: listings.confirmedAt,
      ownerId: listings.ownerId,
      email: users.email,
      owner: users.username,
      language: users.language,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(live, isNull(listings.remindedAt), sql`(${dueCondition(REMIND_DAYS_BEFORE, now)})`))
    .limit(BATCH);
  const site = deps.publicUrl.replace(/\/$/, '');
  let reminded = 0;
  for (const listing of due) {
    const token = randomBytes(32).toString('base64url');
    // Taken only if still due: a server running the same hour takes none of these twice.
    const [taken] = await db
      .update(listings)
      .set({ remindedAt: now, confirmTokenHash: hashToken(token) })
      .where(and(eq(listings.id, listing.id), isNull(listings.remindedAt)))
      .returning({ id: listings.id });
    if (!taken) continue;
    // An account made by phone has no mailbox: the reminder goes by SMS instead (modules/phone).
    if (!listing.email) {
      await deps.onPhoneOnly?.(
        listing,
        pageAddress.confirmListing({ listing: listing.id, token, answer: 'available' }),
      );
      reminded += 1;
      continue;
    }
    const type = listing.type as ListingType;
    const left = Math.max(1, confirmDays(type) - daysSinceConfirmed(listing.confirmedAt, now));
    const words = mailTexts(listing.language).stillAvailable({
      owner: listing.owner,
      title: listing.name,
      days: left,
      gone: type === 'rentals' ? 'let' : type === 'for-sale' ? 'sold' : null,
    });
    const link = (answer: ConfirmAnswer) =>
      `${site}${pageAddress.confirmListing({ listing: listing.id, token, answer })}`;
    const message = composeMail({
      to: listing.email,
      subject: words.subject,
      paragraphs: words.paragraphs,
      action: { label: words.yes, url: link('available') },
      more: [
        ...(words.gone ? [{ label: words.gone, url: link('gone') }] : []),
        { label: words.pause, url: link('pause') },
      ],
      siteUrl: site,
      language: listing.language,
    });
    try {
      await deps.mailer(message);
      reminded += 1;
    } catch (error) {
      // Not sent: due again at the next run.
      await db.update(listings).set({ remindedAt: null }).where(eq(listings.id, listing.id));
      throw error;
    }
  }
  return { reminded, stale: stale.length };
}
