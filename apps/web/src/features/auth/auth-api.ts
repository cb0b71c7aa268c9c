import {
  currentUser,
  signIn as signInContract,
  signOut as signOutContract,
  signUp as signUpContract,
} from '@nyumba/domain';
import type { SignInBody, SignUpBody } from '@nyumba/domain';
import { anySuccess, call } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from './session-store';

// Read with the small toSessionUser check rather than the contracts' schemas:
// /api/auth/me runs on every start from the entry bundle, where zod would be most of it.
const asUser = (body: unknown) => toSessionUser(body) ?? undefined;

export function signIn(body: SignInBody): Promise<SessionUser> {
  return call(signInContract, { body, read: asUser });
}

export function signUp(body: SignUpBody): Promise<SessionUser> {
  return call(signUpContract, { body, read: asUser });
}

export async function signOut(): Promise<void> {
  await call(signOutContract, { read: anySuccess });
}

export function fetchCurrentUser(): Promise<SessionUser> {
  return call(currentUser, { read: asUser });
}
