import { apiCodes, SERVER_ERROR_CODE } from '@console/contract/api-codes';

/**
 * What the OpenAPI description needs to know of a route beyond its zod schemas: who may call
 * it and what it can answer (docs/api.md "The published description"). Collected by
 * `openapi.ts` from each route's options.
 */
export type RouteFacts = {
  method: string;
  /** The OpenAPI path (`/api/orders/{id}`). */
  path: string;
  /** `token`: a staff token; `optional`: a staff token if any; `customer`: a customer token. */
  access: 'public' | 'token' | 'optional' | 'customer';
  /** The `admin-token` cookie also signs in (image reads an <img> makes). */
  cookie: boolean;
  /** A merchant-scoped route: `merchants_id` is required (spec §7). */
  merchant: boolean;
  hasBody: boolean;
  /** The body may be left out (a DELETE's, or one holding at most `merchants_id`). */
  bodyOptional: boolean;
  multipart: boolean;
  /** A create a repeat may meet while the first runs (409, docs/api.md "Idempotency"). */
  idempotent: boolean;
  hasPathParams: boolean;
  /** Statuses this route answers beyond those every route of its kind does. */
  answers: readonly number[];
  /** Non-JSON answers: the file types the 200 carries. */
  produces: readonly string[] | undefined;
};

type Json = Record<string, unknown>;

/** The catalogue codes each error status carries (DESIGN §3; docs/api.md "Codes"). */
export const ERROR_STATUSES = {
  400: { codes: [apiCodes.rejected], about: 'Rejected: validation (`content.fields`) or a rule' },
  401: { codes: [apiCodes.loginExpired], about: 'Not signed in, or the session expired' },
  403: { codes: [apiCodes.forbidden], about: 'No permission' },
  404: { codes: [apiCodes.notFound], about: 'Not found' },
  409: { codes: [apiCodes.conflict], about: 'Conflict: a stale `version` or an illegal move' },
  413: { codes: [apiCodes.rejected], about: 'The body is over its limit' },
  414: { codes: [apiCodes.rejected], about: 'A path parameter is over 100 characters' },
  415: { codes: [apiCodes.rejected], about: 'Unsupported content type' },
  429: { codes: [apiCodes.tooManyAttempts], about: 'Too many attempts (see `Retry-After`)' },
  500: { codes: [SERVER_ERROR_CODE], about: 'Unexpected server failure' },
  503: { codes: [SERVER_ERROR_CODE], about: 'The database is unreachable for now; retry' },
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** The statuses a route can answer besides 200 (docs/api.md "Framework errors", "Codes"). */
export function errorStatusesOf(route: RouteFacts): ErrorStatus[] {
  const statuses = new Set<number>([400, 500, 503, ...route.answers]);
  const add = (...more: number[]) => more.forEach((status) => statuses.add(status));
  const signedIn = route.access === 'token' || route.access === 'customer';
  if (signedIn) add(401);
  if (route.access === 'token') add(403);
  // Any write may carry a body: too large, or of a type the route does not take.
  if (route.method !== 'get') add(413, 415);
  if (route.hasPathParams) add(404, 414);
  // A signed-in write acts on something that may be gone or have moved on meanwhile.
  if (signedIn && route.method !== 'get') add(404, 409);
  if (route.idempotent) add(409);
  return [...statuses]
    .filter((status): status is ErrorStatus => status in ERROR_STATUSES)
    .sort((a, b) => a - b);
}

/** One error envelope per status: its codes, and what `content` holds for it. */
export function errorEnvelope(status: ErrorStatus): Json {
  // A refusal may name the fields at fault (a 1004 too: "not enough places" on `quantity`).
  const fields = {
    type: 'object',
    properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
    required: ['fields'],
    additionalProperties: false,
  };
  const missingMerchant = { type: 'string', description: 'spec §8: `please select a merchant`' };
  // docs/operations.md "Request ids": a server failure names the request, to be quoted.
  const requestId = {
    type: 'object',
    properties: {
      requestId: { type: 'string', description: 'The `x-request-id` of the request, as logged' },
    },
    required: ['requestId'],
    additionalProperties: false,
  };
  const content =
    status >= 500
      ? requestId
      : { anyOf: [{ type: 'null' }, fields, ...(status === 400 ? [missingMerchant] : [])] };
  return {
    type: 'object',
    properties: {
      code: { type: 'string', enum: [...ERROR_STATUSES[status].codes] },
      msg: { type: 'string', description: "The message in the caller's language" },
      content,
    },
    required: ['code', 'msg', 'content'],
    additionalProperties: false,
  };
}

export const errorComponentName = (status: ErrorStatus) => `Error${status}`;
