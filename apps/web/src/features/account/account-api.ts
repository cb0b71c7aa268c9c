import { addPhone, deleteMe, removePhone, smsNotices, updateAccount, verifyPhone } from '@nyumba/domain';
import type { CodeSentResponse, ListerRole, SmsNoticeKind } from '@nyumba/domain';
import { anySuccess, call } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from '../auth';
import { readListerAccount, type ListerAccount } from './standing-api';

export interface ProfileChanges {
  email: string;
  username: string;
  /** Empty keeps the current password. */
  password: string;
  /** Needed when the e-mail or the password changes. */
  currentPassword: string;
  /** The public page's words: empty clears them. */
  businessName: string;
  about: string;
  earbNumber: string;
  /**
   * What they list as, the certificate year ('' clears) and a caretaker's landlord's number
   * ('' clears): sent only once the account's own are known, so a save never clears them unseen.
   */
  listerRole?: ListerRole;
  earbYear?: string;
  landlordPhone?: string;
}

export interface ProfileAnswer {
  user: SessionUser;
  /** The lister facts and label as they now are; null when the answer lacks them. */
  lister: ListerAccount | null;
}

/** POST /api/user/update/{id}; the answer carries the user as it now is (a new e-mail waits for its link). */
export function updateProfile(id: string, changes: ProfileChanges): Promise<ProfileAnswer> {
  return call(updateAccount, {
    params: { id },
    body: changes,
    read: (body) => {
      const user = toSessionUser(body);
      return user ? { user, lister: readListerAccount(body) ?? null } : undefined;
    },
  });
}

/**
 * DELETE /api/user (issue 58): the caller's own account, proven by the password. The older
 * DELETE /api/user/delete/:id still answers for other clients; the app no longer calls it.
 */
export async function deleteAccount(currentPassword: string): Promise<void> {
  await call(deleteMe, { body: { currentPassword }, read: anySuccess });
}

/** POST /api/user/phone: a code goes to the number (changing a proven one needs the password). */
export function requestPhoneCode(phone: string, currentPassword: string): Promise<CodeSentResponse> {
  return call(addPhone, { body: { phone, currentPassword } });
}

/** The code proves the account's number; the answer is the account as it now is. */
export function provePhone(phone: string, code: string): Promise<SessionUser> {
  return call(verifyPhone, { body: { phone, code }, read: (body) => toSessionUser(body) ?? undefined });
}

export function removeAccountPhone(currentPassword: string): Promise<SessionUser> {
  return call(removePhone, { body: { currentPassword }, read: (body) => toSessionUser(body) ?? undefined });
}

export function saveSmsNotices(kinds: SmsNoticeKind[]): Promise<SessionUser> {
  return call(smsNotices, { body: { kinds }, read: (body) => toSessionUser(body) ?? undefined });
}
