/**
 * The constraint named by a unique violation (SQLSTATE 23505), or undefined for other errors.
 * Drizzle wraps driver errors in `cause`; both pg and PGlite report `code` and `constraint`.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return undefined;
}
