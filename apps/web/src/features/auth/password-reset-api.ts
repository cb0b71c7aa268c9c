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

/**
 * The token from an e-mailed link (`/reset-password#token=…`, `/verify-email#token=…`).
 * The fragment reaches no server and no Referer; it is taken out of the address bar once read, so it does not
 * stay in the history either.
 */
export function takeLinkToken(): string {
  if (typeof window === 'undefined') return '';
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
