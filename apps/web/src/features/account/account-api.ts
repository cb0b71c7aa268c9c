import { deleteAccount as deleteAccountContract, updateAccount } from '@nyumba/domain';
import { anySuccess, call } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from '../auth';

export interface ProfileChanges {
  email: string;
  username: string;
  /** Empty keeps the current password. */
  password: string;
}

/** POST /api/user/update/{id}; the answer carries the updated user. */
export function updateProfile(id: string, changes: ProfileChanges): Promise<SessionUser> {
  return call(updateAccount, { params: { id }, body: changes, read: (body) => toSessionUser(body) ?? undefined });
}

export async function deleteAccount(id: string): Promise<void> {
  await call(deleteAccountContract, { params: { id }, read: anySuccess });
}
