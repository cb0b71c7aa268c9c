import type { SignInBody, SignUpBody } from '@nyumba/domain';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from './session-store';

// Deliberately free of zod: /api/auth/me runs on every start from the entry bundle,
// so answers are read with the small toSessionUser check instead of a schema.

function userOf(payload: unknown, path: string): SessionUser {
  const user = toSessionUser(payload);
  if (!user) throw new ApiError(200, `Unexpected response from ${path}`);
  return user;
}

export async function signIn(body: SignInBody): Promise<SessionUser> {
  return userOf(await apiPost('/api/auth/signin', body), '/api/auth/signin');
}

export async function signUp(body: SignUpBody): Promise<SessionUser> {
  return userOf(await apiPost('/api/auth/signup', body), '/api/auth/signup');
}

export async function signOut(): Promise<void> {
  await apiPost('/api/auth/signout');
}

export async function fetchCurrentUser(): Promise<SessionUser> {
  return userOf(await apiGet('/api/auth/me'), '/api/auth/me');
}
