import {
  currentUser,
  signIn as signInContract,
  signOut as signOutContract,
  signUp as signUpContract,
  resendVerification as resendVerificationContract,
  verifyEmail as verifyEmailContract,
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

/** Sign-up signs nobody in: it answers a message (check your e-mail), the same for any address. */
export async function signUp(body: SignUpBody): Promise<string> {
  return (await call(signUpContract, { body })).message;
}

export type VerifyOutcome = { user: SessionUser } | { otherAccount: string };

/**
 * Follows an e-mailed link: the address is confirmed and this browser signed in, unless
 * another account is signed in here (then only the server's message, and nobody switches).
 */
export function verifyEmail(token: string): Promise<VerifyOutcome> {
  return call(verifyEmailContract, {
    body: { token },
    read: (body): VerifyOutcome | undefined => {
      const answer = body as { signedIn?: unknown; message?: unknown };
      if (answer.signedIn === false && typeof answer.message === 'string') {
        // The client said it in the screen's language already.
        return { otherAccount: answer.message };
      }
      const user = asUser(body);
      return user ? { user } : undefined;
    },
  });
}

/** "Send the link again": the server's answer text, the same for any address. */
export async function resendVerification(email: string): Promise<string> {
  return (await call(resendVerificationContract, { body: { email } })).message;
}

export async function signOut(): Promise<void> {
  await call(signOutContract, { read: anySuccess });
}

export function fetchCurrentUser(): Promise<SessionUser> {
  return call(currentUser, { read: asUser });
}
