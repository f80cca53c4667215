import { CLIENT_LOG_EXTRA_MAX_BYTES, EXTRA_TRUNCATED_FLAG } from '@console/contract/client-logs';

/** DESIGN §6: no secret is stored; any key naming one is dropped, whatever its case. */
const SECRET_KEY = /token|authorization|cookie|password/i;
const MAX_DEPTH = 8;

function withoutSecrets(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // A deeper structure is not worth keeping and must not exhaust the stack.
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) kept[key] = withoutSecrets(item, depth + 1);
  }
  return kept;
}

const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * The `extra` of a log entry as stored: secrets removed at every depth, then top-level keys kept
 * in order while the JSON stays within 4 KB; when one is dropped the result is flagged.
 */
export function sanitizeExtra(
  extra: Record<string, unknown> | undefined,
  maxBytes = CLIENT_LOG_EXTRA_MAX_BYTES,
): Record<string, unknown> | null {
  if (extra === undefined) return null;
  const clean = withoutSecrets(extra, 0) as Record<string, unknown>;
  if (sizeOf(clean) <= maxBytes) return clean;
  const kept: Record<string, unknown> = { [EXTRA_TRUNCATED_FLAG]: true };
  for (const [key, value] of Object.entries(clean)) {
    kept[key] = value;
    if (sizeOf(kept) > maxBytes) delete kept[key];
  }
  return kept;
}

/** A page URL may carry a secret in its query (a socket URL holds `token=`): hide the value. */
export function redactUrl(url: string): string {
  return url.replace(
    /([?&#;][^=&#;]*(?:token|authorization|cookie|password)[^=&#;]*=)[^&#;]*/gi,
    '$1[redacted]',
  );
}
