import { deleteAccount as deleteAccountContract, updateAccount } from '@nyumba/domain';
import { anySuccess, call } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from '../auth';

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
}

/** POST /api/user/update/{id}; the answer carries the user as it now is (a new e-mail waits for its link). */
export function updateProfile(id: string, changes: ProfileChanges): Promise<SessionUser> {
  return call(updateAccount, { params: { id }, body: changes, read: (body) => toSessionUser(body) ?? undefined });
}

export async function deleteAccount(id: string, currentPassword: string): Promise<void> {
  await call(deleteAccountContract, { params: { id }, body: { currentPassword }, read: anySuccess });
}
