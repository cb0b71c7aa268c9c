/** The PostgreSQL error code of an error, looking through Drizzle's wrapping causes. */
function pgError(error: unknown): { code: string; constraint?: string; message?: string } | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation: the constraint (index) that fired. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = pgError(error);
  return found?.code === '23505' ? (found.constraint ?? found.message ?? 'unique') : undefined;
}

/** foreign_key_violation: the row referred to is gone (deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}

// Connection exceptions (08), operator intervention (57P01–57P05: shutdown, cannot
// connect now) and insufficient resources (53: too many connections, disk full).
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[1-5]|53[0-9A-Z]{3})$/;
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
// What node-postgres and PGlite say, without a code, when the connection is gone or never came.
const UNAVAILABLE_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * The database (or the network to it) is down, overloaded or shutting down: nothing the
 * client sent is at fault, so the answer is a 503 to retry, never a 500 or a 4xx.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError (every address refused) keeps its causes in `errors`.
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
