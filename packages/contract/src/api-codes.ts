// DESIGN §3: the codes every answer carries; spec §8 says how the web shows them.
export const apiCodes = {
  ok: '0000',
  rejected: '1001',
  notFound: '1002',
  forbidden: '1003',
  conflict: '1004',
  tooManyAttempts: '1005',
  loginExpired: '1007',
} as const;

export type ApiCode = (typeof apiCodes)[keyof typeof apiCodes];
export type ErrorCode = Exclude<ApiCode, '0000'>;

/** HTTP statuses stay honest while clients read the code first (DESIGN §3). */
export const httpStatusOf: Record<ErrorCode, number> = {
  '1001': 400,
  '1002': 404,
  '1003': 403,
  '1004': 409,
  '1005': 429,
  '1007': 401,
};

/** spec §8: the fixed text of a 1001 answer when the merchant context is missing. */
export const NO_MERCHANT_TEXT = 'please select a merchant';

/**
 * The code of an unexpected server failure (HTTP 500). It is outside the spec §8 catalogue on
 * purpose: the web shows the translated `msg` like any other code (docs/api.md).
 */
export const SERVER_ERROR_CODE = '9999';
