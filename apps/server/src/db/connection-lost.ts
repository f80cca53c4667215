/**
 * SQLSTATEs meaning the database went away or refuses connections for now, not that the query
 * was wrong: admin/crash shutdown (57P01, 57P02), starting up (57P03), too many connections
 * (53300) and the connection exceptions (class 08).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a database that is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say these in words only (pg 8 client.js, pg-pool index.js). */
const UNAVAILABLE_TEXTS = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
];

function isUnavailable(candidate: { code?: unknown; message?: unknown }) {
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
  if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  return UNAVAILABLE_TEXTS.some((text) => message.includes(text));
}

/**
 * Whether a failure means "the database is unreachable right now" (restart, failover, a lost
 * connection), so the request is answered 503 and may be retried (docs/api.md). Drizzle wraps
 * driver errors in `cause`, as uniqueViolationOf reads them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (isUnavailable(candidate)) return true;
    current = candidate.cause;
  }
  return false;
}
