import { createHash } from 'node:crypto';

// Codes are kept only as SHA-256 of what they prove and the code, and compared in constant time.

/** A code proving a number for an account and purpose (phone_codes). */
export const hashCode = (key: { userId: string; phone: string; purpose: string }, code: string) =>
  createHash('sha256').update(`${key.userId}:${key.phone}:${key.purpose}:${code}`).digest('hex');

/** A code of one sign-up or recovery request by phone (phone_requests): it proves that request only. */
export const hashRequestCode = (requestId: string, phone: string, code: string) =>
  createHash('sha256').update(`request:${requestId}:${phone}:${code}`).digest('hex');
