/** PostgreSQL's unique_violation, with the constraint (index) that fired. */
export function uniqueViolation(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the error or its cause.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return constraint ?? message ?? 'unique';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
