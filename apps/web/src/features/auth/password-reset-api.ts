import {
  forgotPassword as forgotPasswordContract,
  resetPassword as resetPasswordContract,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@nyumba/domain';
import { call } from '../../lib/api-client';

/** The server's answer text ("If an account uses that address…"), the same for any address. */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  return (await call(forgotPasswordContract, { body })).message;
}

export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await call(resetPasswordContract, { body })).message;
}

export { takeLinkToken } from '../../lib/link-token';
