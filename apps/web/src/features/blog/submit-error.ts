import { ApiError } from '../../lib/api-client';

/**
 * The error bubble's text (docs/product.md, Post editor): the server's message (a field's own
 * message first), 'Something went wrong' when the network failed, else the
 * fallback ('Failed to create post').
 */
export function submitErrorMessage(error: unknown, fallback: string, generic: string): string {
  if (!(error instanceof ApiError)) return generic;
  if (error.status === 0) return generic;
  const field = Object.values(error.fieldErrors)[0];
  if (field) return field;
  return error.message && !error.genericMessage ? error.message : fallback;
}
