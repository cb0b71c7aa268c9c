import { ApiError } from './api-client';

export interface FormErrors {
  /** The line in red under the form, or null when a field already says it. */
  form: string | null;
  /** Messages to show under the named fields. */
  fields: Readonly<Record<string, string>>;
}

export const NO_ERRORS: FormErrors = { form: null, fields: {} };

/**
 * An error about one item of a list ("blocked.0.to") is also the list's own ("blocked"): a
 * form shows its list's error under the list, and nothing a field says is left unshown
 * (issue 41: a shut range ending before it began saved nothing and said nothing).
 */
function withListHeads(fields: Readonly<Record<string, string>>): Record<string, string> {
  const all: Record<string, string> = { ...fields };
  for (const [key, message] of Object.entries(fields)) {
    const head = key.split('.')[0]!;
    if (head !== key && all[head] === undefined) all[head] = message;
  }
  return all;
}

/**
 * How a failed form submission reads: field errors under their fields, and the
 * server's message (or `fallback` when it gave none, or the network failure's own
 * text) under the form, said once: not repeated when a field already shows it.
 */
export function formErrorsOf(error: unknown, fallback: string): FormErrors {
  if (!(error instanceof ApiError)) return { form: fallback, fields: {} };
  const fields = withListHeads(error.fieldErrors);
  let message = error.message && !error.genericMessage ? error.message : fallback;
  // The server prefixes a validation message with its field ("email: …").
  const prefixed = /^([\w.]+): (.*)$/.exec(message);
  if (prefixed && fields[prefixed[1]!]) message = prefixed[2]!;
  const repeated = Object.values(fields).includes(message);
  return { form: repeated ? null : message, fields };
}
