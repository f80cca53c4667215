import { ApiError } from './api-error';
import type { apiCodes } from '@console/contract/api-codes';

export type ApiSuccess<T> = { code: typeof apiCodes.ok; msg: string; content: T };

/**
 * spec §6: a call that needs a merchant while none is chosen is not made; it resolves with
 * code 'own' (a warning has been shown). Callers narrow on `code` before reading `content`.
 */
export type ApiSkipped = { code: 'own'; msg: string; content: null };

export type ApiResult<T> = ApiSuccess<T> | ApiSkipped;

const NO_MERCHANT_CODE = 'own';

export function isSkipped<T>(result: ApiResult<T>): result is ApiSkipped {
  return result.code === NO_MERCHANT_CODE;
}

/**
 * The content of a call that was made; a skipped one (spec §6 'own') rejects, so no success can
 * follow a call that never reached the server (docs/web.md "Writes"). The warning was already
 * shown.
 */
export function contentOf<T>(result: ApiResult<T>): T {
  if (isSkipped(result)) throw new ApiError({ code: NO_MERCHANT_CODE, message: result.msg });
  return result.content;
}
