import { apiCodes, NO_MERCHANT_TEXT } from '@console/contract/api-codes';
import type { MessageKey } from '@console/contract/messages';
import { readEnvelope, readFields } from './envelope';

export type FailureInput = {
  httpStatus?: number;
  body?: unknown;
  /** The answer's `x-request-id` header (docs/operations.md "Request ids"). */
  requestId?: string;
};

export type FailureOutcome = {
  /** The envelope code; 'http' for a status without envelope; 'network' for no response. */
  code: string;
  /** A catalogue key to translate, or the server's own (already localised) text. */
  message: { key: MessageKey } | { text: string };
  level: 'error' | 'warning';
  /** 'logout': spec §8 1007 signs out without confirmation and goes to /login. */
  action: 'none' | 'logout';
  fields: Record<string, string>;
};

const routeError = { key: 'error.route' } as const;

function mentionsNoMerchant(msg: string, content: unknown): boolean {
  const matches = (text: string) => text.trim().toLowerCase() === NO_MERCHANT_TEXT;
  return matches(msg) || (typeof content === 'string' && matches(content));
}

/**
 * spec §8, one place for every failure. The envelope code is read first (DESIGN §3: statuses
 * are honest, 401/403/409/429 included, but an envelope always comes with them); the HTTP
 * status decides only when no envelope came back.
 */
export function mapFailure({ httpStatus, body }: FailureInput): FailureOutcome {
  const envelope = readEnvelope(body);
  if (envelope) {
    const { code, msg, content } = envelope;
    const base = { code, level: 'error' as const, action: 'none' as const, fields: {} };
    // spec §8: code 1007 (also under HTTP 400) -> "Login expired", logout without confirmation.
    if (code === apiCodes.loginExpired) {
      return { ...base, message: { key: 'auth.loginExpired' }, action: 'logout' };
    }
    // spec §8: 1001 with content text "please select a merchant" -> "Please register a merchant first".
    if (code === apiCodes.rejected && mentionsNoMerchant(msg, content)) {
      return { ...base, message: { key: 'merchant.none' }, level: 'warning' };
    }
    // spec §8: 1001 otherwise -> the server msg (with field messages); any other code -> msg.
    const fields = code === apiCodes.rejected ? readFields(content) : {};
    return { ...base, fields, message: msg ? { text: msg } : routeError };
  }
  // spec §8: HTTP 400 otherwise -> msg, when the body carries one.
  if (httpStatus === 400 && typeof body === 'object' && body !== null && 'msg' in body) {
    const msg = (body as { msg: unknown }).msg;
    if (typeof msg === 'string' && msg) {
      return { code: 'http', message: { text: msg }, level: 'error', action: 'none', fields: {} };
    }
  }
  // spec §8: HTTP 404, other statuses, no response -> "Route error, please contact administrator".
  return {
    code: httpStatus === undefined ? 'network' : 'http',
    message: routeError,
    level: 'error',
    action: 'none',
    fields: {},
  };
}
