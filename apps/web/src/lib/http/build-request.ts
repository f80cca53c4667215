import { IDEMPOTENCY_KEY_HEADER } from '@console/contract/idempotency';

const API_BASE = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  /** Under /api, e.g. '/login'. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown> | FormData;
  /** spec §6: business calls need a chosen merchant; the sign-in calls opt out with false. */
  merchant?: boolean;
  /** No toast and no log entry on failure (e.g. logout, whose failure is ignored). */
  silent?: boolean;
  /**
   * Envelope codes this caller handles itself: no toast, log entry or action for them, the
   * promise still rejects (e.g. the settings sync resolves its own 1004 conflicts).
   */
  quietCodes?: readonly string[];
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request finish while the page unloads (small bodies only). */
  keepalive?: boolean;
  /** The logout itself, the one call that leaves while the session is ending. */
  duringSessionEnd?: boolean;
  /** A create's intent (docs/api.md "Idempotency"): a repeat gets the first answer. */
  idempotencyKey?: string;
};

export type RequestContext = { merchantId: number | null; token: string | null; locale: string };

function hasBody(options: RequestOptions): boolean {
  return options.body !== undefined && options.method !== 'GET';
}

/**
 * spec §7: Authorization carries the token and the current merchants_id goes into the body, or
 * into the query when there is no body; Accept-Language carries the locale (DESIGN §3). An explicit
 * merchants_id given by the caller wins (e.g. reading another merchant's context).
 */
export function buildRequest(
  options: RequestOptions,
  { merchantId, token, locale }: RequestContext,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  if (token) headers.Authorization = token;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }

  let body: BodyInit | undefined;
  if (hasBody(options)) {
    if (options.body instanceof FormData) {
      if (merchantId !== null && !options.body.has('merchants_id')) {
        options.body.set('merchants_id', String(merchantId));
      }
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      const withMerchant = merchantId === null ? {} : { merchants_id: merchantId };
      body = JSON.stringify({ ...withMerchant, ...options.body });
    }
  } else if (merchantId !== null && !query.has('merchants_id')) {
    query.set('merchants_id', String(merchantId));
  }

  const search = query.toString();
  return {
    url: `${API_BASE}${options.path}${search ? `?${search}` : ''}`,
    init: { method: options.method ?? 'GET', headers, body, keepalive: options.keepalive },
  };
}
