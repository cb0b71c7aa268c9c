import {
  LANDLORD_PHONE_REQUIRED,
  parseImageFile,
  skeleton,
  storedImagePath,
  type UserUpdateBody,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import {
  sendEmailChangeLink,
  type MailDeps,
  assertAvailable,
  findUserByEmail,
  rethrowTaken,
  endAccountProofs,
} from '../auth/index.ts';
import { imageKeysOf, assertOwnPhotos } from '../images/index.ts';
import type { SessionInfo } from '../../plugins/session-store.ts';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const ACCOUNT_DELETED = 'Your account has been deleted';

/** Only the account holder may change or delete an account; ids are compared as given. */
export function assertSelf(session: SessionInfo, id: string): void {
  if (session.user.id !== id) throw forbidden('You can only change your own account');
}

/** What updateUser changes at once: the e-mail waits for its link (requestEmailChange). */
export type ProfileChanges = Omit<UserUpdateBody, 'email' | 'currentPassword'>;

export async function updateUser(db: Database, session: SessionInfo, body: ProfileChanges): Promise<UserRow> {
  const userId = session.user.id;
  await assertAvailable(db, { username: body.username }, userId);
  if (body.avatar !== undefined) {
    await assertOwnPhotos(db, userId, imageKeysOf([body.avatar]), 'avatar', imageKeysOf([session.user.avatar]));
  }
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (body.username !== undefined) {
    changes.username = body.username;
    changes.usernameSkeleton = skeleton(body.username);
  }
  if (body.avatar !== undefined) {
    // One of our photos keeps only its path (served under IMAGE_BASE_URL); others as given.
    const ours = parseImageFile(body.avatar);
    changes.avatar = ours ? storedImagePath(ours) : body.avatar;
  }
  if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
  if (body.language !== undefined) changes.language = body.language;
  if (body.businessName !== undefined) changes.businessName = body.businessName;
  if (body.about !== undefined) changes.about = body.about;
  if (body.earbNumber !== undefined && body.earbNumber !== session.user.earbNumber) {
    changes.earbNumber = body.earbNumber;
    // A moderator checked the old number, not this one.
    changes.earbVerifiedAt = null;
  }
  if (body.earbYear !== undefined && body.earbYear !== session.user.earbYear) {
    // …nor this year's certificate: a new year is a new check.
    changes.earbYear = body.earbYear;
    changes.earbVerifiedAt = null;
  }
  const landlordPhone = body.landlordPhone !== undefined ? body.landlordPhone : session.user.landlordPhone;
  if (body.listerRole === 'caretaker' && !landlordPhone) throw badRequest('landlordPhone', LANDLORD_PHONE_REQUIRED);
  if (body.listerRole !== undefined) changes.listerRole = body.listerRole === 'private' ? null : body.listerRole;
  if (body.landlordPhone !== undefined && body.landlordPhone !== session.user.landlordPhone) {
    // A landlord confirmed the old number; the new one confirms for itself.
    changes.landlordPhone = body.landlordPhone;
    changes.caretakerConfirmedAt = null;
    changes.caretakerRefusedAt = null;
  }
  let updated: UserRow | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      // Whoever knew the old password may hold a session elsewhere, or an e-mail change
      // they started: only this device stays in, and every mailed link dies.
      if (row && body.password !== undefined) await endAccountProofs(tx, userId, { keep: session.sessionId });
      return row;
    });
  } catch (error) {
    rethrowTaken(error);
  }
  if (!updated) throw notFound('Account not found');
  return updated;
}

/**
 * Asks to move the account to `newEmail`: its link goes there and the old address is told.
 * An address another account uses gets nothing, and the answer is the same, so the
 * profile form cannot be used to find out who is a member.
 */
export async function requestEmailChange(deps: MailDeps, user: UserRow, newEmail: string): Promise<void> {
  const owner = await findUserByEmail(deps.db, newEmail);
  if (owner) return;
  await deps.db.transaction((tx) => sendEmailChangeLink(deps, tx, user, newEmail.toLowerCase()));
}
