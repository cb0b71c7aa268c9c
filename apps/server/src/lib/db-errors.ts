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
