import { ACCOUNT_DELETE_BLOCKED, maskPhone } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings, users, type UserRow } from '../../db/schema.ts';
import { checkDocuments, dataExports } from '../../db/schema-privacy.ts';
import { posts } from '../../db/schema-posts.ts';
import { imageUploads } from '../../db/schema-images.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { imageKeysOf, removeUnusedImages } from '../images/index.ts';
import { openDeals, pseudonym } from './deletion.ts';

/** What a deleted person's kept rows show where their name was. */
const FORMER_MEMBER = 'Former member';

/**
 * Deletes an account under the Data Protection Act: everything that is only theirs goes
 * (sessions, listings and their photos, posts, saved items and searches, numbers and their
 * codes, consents, copies, the words of their messages); what the law or other people need
 * stays, under a pseudonym: the ledger and receipts (numbers masked), reviews they wrote
 * ("Former member"), reports until closed, the other side of their conversations, past
 * deals. The users row stays as that pseudonym with every personal field cleared, so the
 * number and the e-mail are free at once. Open deals refuse it (409) before anything changes.
 */
export async function eraseAccount(
  deps: { db: Database; store: ImageStore },
  userId: string,
  before?: (tx: Transaction, user: UserRow) => Promise<void>,
): Promise<void> {
  const { keys, exportsGone } = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw notFound('Account not found');
    const blockers = await openDeals(tx as unknown as Database, userId);
    if (blockers.length > 0) {
      throw new HttpError(
        409,
        ACCOUNT_DELETE_BLOCKED,
        Object.fromEntries(blockers.map((blocker, i) => [`blockers.${i}`, `${blocker.kind}: ${blocker.title}`])),
      );
    }
    // The mail that says it is done goes in this transaction, while the address is still known.
    await before?.(tx, user);
    const keys = await photosOf(tx, user);
    const exportsGone = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, userId))
      .returning({ name: dataExports.storeName });
    // Papers uploaded for a check go with the account (their readings' log with them).
    const documentsGone = await tx
      .delete(checkDocuments)
      .where(eq(checkDocuments.userId, userId))
      .returning({ name: checkDocuments.storeName });
    await removeOwnRows(tx, user);
    await pseudonymiseKept(tx, user);
    return { keys, exportsGone: [...exportsGone, ...documentsGone] };
  });
  for (const row of exportsGone) if (row.name) await deps.store.delete(row.name);
  // Photos someone else's listing or post still shows are kept by removeUnusedImages.
  await removeUnusedImages(deps, keys, userId);
}

async function photosOf(tx: Transaction, user: UserRow): Promise<string[]> {
  const listingRows = await tx.select({ urls: listings.imageUrls }).from(listings).where(eq(listings.ownerId, user.id));
  const postRows = await tx
    .select({ image: posts.image, content: posts.content })
    .from(posts)
    .where(eq(posts.authorId, user.id));
  const uploaded = await tx
    .select({ key: imageUploads.imageKey })
    .from(imageUploads)
    .where(eq(imageUploads.userId, user.id));
  const referenced = imageKeysOf([
    ...listingRows.flatMap((row) => row.urls),
    ...postRows.flatMap((row) => [row.image, row.content]),
    user.avatar,
  ]);
  return [...new Set([...referenced, ...uploaded.map((row) => row.key)])];
}

async function removeOwnRows(tx: Transaction, user: UserRow): Promise<void> {
  const id = user.id;
  const phone = user.phone ?? '';
  const email = (user.email ?? '').toLowerCase();
  await tx.delete(listings).where(eq(listings.ownerId, id));
  await tx.execute(sql`DELETE FROM posts WHERE author_id = ${id}`);
  await tx.execute(sql`DELETE FROM saved_listings WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM search_alerts WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM image_uploads WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM consents WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM password_resets WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM email_links WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM account_devices WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM message_events WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM user_blocks WHERE blocker_id = ${id} OR blocked_id = ${id}`);
  await tx.execute(sql`DELETE FROM phone_codes WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM phone_numbers WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM phone_history WHERE user_id = ${id}`);
  await tx.execute(sql`DELETE FROM phone_requests WHERE phone = ${phone} OR lower(username) = lower(${user.username})`);
  await tx.execute(sql`DELETE FROM sms_messages WHERE user_id = ${id} OR "to" = ${phone}`);
  // Caretakers who named this person as their landlord keep the answer, not the number.
  if (user.phone) await tx.execute(sql`UPDATE users SET landlord_phone = NULL WHERE landlord_phone = ${user.phone}`);
  await tx.execute(sql`DELETE FROM auth_failures WHERE lower(email) = ${email} OR email = ${phone}`);
  // Their words go; the message stays as a gap, so the other side's replies still read in order.
  await tx.execute(
    sql`UPDATE messages SET text = '', text_folded = '', signals = '{}'::text[] WHERE sender_id = ${id}`,
  );
}

async function pseudonymiseKept(tx: Transaction, user: UserRow): Promise<void> {
  const id = user.id;
  const masked = user.phone ? maskPhone(user.phone) : '';
  // Receipts and the ledger are kept for tax; the number that paid is masked to its last digits.
  if (user.phone) {
    await tx.execute(sql`UPDATE payments SET phone = ${masked},
      reported = CASE WHEN reported IS NULL THEN NULL ELSE jsonb_set(reported, '{phone}', to_jsonb(${masked}::text)) END
      WHERE payer_id = ${id} OR phone = ${user.phone}`);
    await tx.execute(sql`UPDATE payouts SET phone = ${masked} WHERE recipient_id = ${id} OR phone = ${user.phone}`);
  }
  // A tenancy's agreement is the other party's record too: it stays, naming a former member.
  const named = sql`replace(agreement, ${user.username}, ${FORMER_MEMBER})`;
  await tx.execute(sql`UPDATE tenancies
      SET agreement = ${user.phone ? sql`replace(${named}, ${user.phone}, ${masked})` : named}
      WHERE (tenant_id = ${id} OR lister_id = ${id}) AND agreement IS NOT NULL`);
  // A former moderator's decisions keep the name they were made under: the log is Nyumba's
  // record of who decided what for it (docs/privacy.md, "Kept"); their address goes.
  await tx.execute(sql`UPDATE moderation_log SET moderator_email = NULL WHERE moderator_id = ${id}`);
  const now = new Date();
  await tx
    .update(users)
    .set({
      username: pseudonym(),
      usernameSkeleton: null,
      email: null,
      emailVerifiedAt: null,
      passwordHash: null,
      avatar: null,
      googleSubject: null,
      businessName: null,
      about: null,
      earbNumber: null,
      earbVerifiedAt: null,
      phone: null,
      phoneVerifiedAt: null,
      smsNotices: [],
      smsStopTokenHash: null,
      messageMails: false,
      termsVersion: null,
      termsAcceptedAt: null,
      adultConfirmedAt: null,
      listerRole: null,
      earbYear: null,
      landlordPhone: null,
      caretakerConfirmedAt: null,
      caretakerRefusedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}
