import { ApiError } from './api-client';

export interface FormErrors {
  /** The line in red under the form, or null when a field already says it. */
  form: string | null;
  /** Messages to show under the named fields. */
  fields: Readonly<Record<string, string>>;
}

export const NO_ERRORS: FormErrors = { form: null, fields: {} };

/**
 * How a failed form submission reads: field errors under their fields, and the
 * server's message (or `fallback` when it gave none, or the network failure's own
 * text) under the form, said once: not repeated when a field already shows it.
 */
export function formErrorsOf(error: unknown, fallback: string): FormErrors {
  if (!(error instanceof ApiError)) return { form: fallback, fields: {} };
  const fields = error.fieldErrors;
  let message = error.message && !error.genericMessage ? error.message : fallback;
  // The server prefixes a validation message with its field ("email: …").
  const prefixed = /^([\w.]+): (.*)$/.exec(message);
  if (prefixed && fields[prefixed[1]!]) message = prefixed[2]!;
  const repeated = Object.values(fields).includes(message);
  return { form: repeated ? null : message, fields };
}
