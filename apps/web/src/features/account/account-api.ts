import { ApiError, apiDelete, apiPost } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from '../auth';

export interface ProfileChanges {
  email: string;
  username: string;
  /** Empty keeps the current password. */
  password: string;
}

/** POST /api/user/update/{id}; the answer carries the updated user. */
export async function updateProfile(id: string, changes: ProfileChanges): Promise<SessionUser> {
  const path = `/api/user/update/${encodeURIComponent(id)}`;
  const user = toSessionUser(await apiPost(path, changes));
  if (!user) throw new ApiError(200, `Unexpected response from ${path}`);
  return user;
}

export async function deleteAccount(id: string): Promise<void> {
  await apiDelete(`/api/user/delete/${encodeURIComponent(id)}`);
}
