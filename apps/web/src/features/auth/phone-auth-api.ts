import {
  phoneForgot as phoneForgotContract,
  phoneReset as phoneResetContract,
  phoneSignUp as phoneSignUpContract,
  phoneSignUpVerify as phoneSignUpVerifyContract,
} from '@nyumba/domain';
import type {
  CodeSentResponse,
  PhoneResetBody,
  PhoneSignUpBody,
  PhoneSignUpSent,
  PhoneSignUpVerifyBody,
} from '@nyumba/domain';
import { call } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from './session-store';

// Signing up and back in by phone (docs/phone.md). Apart from auth-api.ts, which a first
// visit loads to check the session: these contracts load with the auth screens that use them.

/** Sign-up by phone: a code goes to the number (the same answer for a number with an account), and which sign-up it is. */
export function phoneSignUp(body: PhoneSignUpBody): Promise<PhoneSignUpSent> {
  return call(phoneSignUpContract, { body });
}

/** The code of this browser's phone sign-up: the number is proven and this browser signed in. */
export function phoneSignUpVerify(body: PhoneSignUpVerifyBody): Promise<SessionUser> {
  return call(phoneSignUpVerifyContract, { body, read: (answer) => toSessionUser(answer) ?? undefined });
}

/** "Forgot password?" by phone: a code by SMS (the same answer for any number). */
export function phoneForgot(phone: string): Promise<CodeSentResponse> {
  return call(phoneForgotContract, { body: { phone } });
}

export async function phoneReset(body: PhoneResetBody): Promise<string> {
  return (await call(phoneResetContract, { body })).message;
}
