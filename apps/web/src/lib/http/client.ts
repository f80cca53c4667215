import { apiCodes, SERVER_ERROR_CODE } from '@console/contract/api-codes';
import { REQUEST_TIMEOUT_MS } from '@console/contract/constants';
import { toast } from '../feedback';
import { currentLocale, t } from '../i18n/i18n';
import { pushLog } from '../log-store';
import { endSession } from '../session/end-session';
import { isSessionEnding } from '../session/session-ending';
import { useSessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import type { ApiResult, ApiSuccess } from './api-result';
import { buildRequest, type RequestOptions } from './build-request';
import { readEnvelope } from './envelope';
import { mapFailure, type FailureInput } from './map-failure';
import { isPageLeaving } from './page-leaving';

export type { RequestOptions };

class TimeoutSignal extends Error {}

/** A call refused because the session is ending (no toast: the user is signing out). */
export const SESSION_ENDING_CODE = 'session-ending';

/**
 * docs/operations.md "Overload": a read refused with 503 (a node busy, or its database away for a
 * moment) is asked again after the answer's Retry-After, then twice as long; after that the
 * failure is shown as any other.
 */
const BUSY_RETRIES = 2;

function busyWaitMs(response: Response, attempt: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  const base = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 10) * 1000 : 1000;
  return base * 2 ** attempt;
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A 9999 envelope's request id, for an answer whose header a proxy dropped. */
function requestIdOf(envelope: ReturnType<typeof readEnvelope>): string | null {
  const content = envelope?.content;
  return typeof content === 'object' && content !== null && 'requestId' in content
    ? String(content.requestId)
    : null;
}

/** spec §8: toast, log, logout on 1007, then reject to the caller as an ApiError. */
function fail(
  options: RequestOptions,
  input: FailureInput,
  timedOut: boolean,
  hadToken = true,
): never {
  const outcome = mapFailure(input);
  const message = 'key' in outcome.message ? t(outcome.message.key) : outcome.message.text;
  // A server failure names its request, so that a merchant can quote it and an operator find its
  // log lines (docs/operations.md "Request ids").
  const serverFailed = outcome.code === SERVER_ERROR_CODE || (input.httpStatus ?? 0) >= 500;
  const shown =
    serverFailed && input.requestId
      ? `${message} (${t('common.reference', { id: input.requestId })})`
      : message;
  // A 1007 for a call made with no session at all (a straggler after sign-out) ends nothing:
  // "Login expired" would be false (docs/web.md "Session").
  const stray = outcome.action === 'logout' && !hadToken;
  // No whole answer while the page is being left: cut by the browser (page-leaving.ts).
  const cut = input.body === undefined && isPageLeaving();
  const quiet = options.silent || stray || cut || options.quietCodes?.includes(outcome.code);
  if (!quiet) {
    toast[outcome.level](shown);
    // spec §8: interface errors are pushed into the front-end log as error entries.
    pushLog(message, 'error', {
      method: options.method ?? 'GET',
      path: options.path,
      httpStatus: input.httpStatus,
      code: outcome.code,
      ...(input.requestId ? { requestId: input.requestId } : {}),
    });
    if (outcome.action === 'logout') endSession();
  }
  throw new ApiError({
    code: timedOut ? 'timeout' : outcome.code,
    message,
    httpStatus: input.httpStatus,
    fields: outcome.fields,
    requestId: input.requestId,
  });
}

/** The one http client (DESIGN §2). Resolves only on code 0000, or with 'own' (spec §6). */
export function request<T>(options: RequestOptions & { merchant: false }): Promise<ApiSuccess<T>>;
export function request<T>(options: RequestOptions): Promise<ApiResult<T>>;
export async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
  const { company, token } = useSessionStore.getState();
  const merchantId = company?.id ?? null;

  // While a logout runs only the logout leaves; nothing is shown for the rest (docs/web.md
  // "Session").
  if (isSessionEnding() && !options.duringSessionEnd) {
    throw new ApiError({ code: SESSION_ENDING_CODE, message: SESSION_ENDING_CODE });
  }

  // spec §6: no company id -> the call is not made, a warning shows, the result is 'own'.
  if (options.merchant !== false && merchantId === null) {
    const msg = t('merchant.none');
    toast.warning(msg);
    return { code: 'own', msg, content: null };
  }

  const { url, init } = buildRequest(options, { merchantId, token, locale: currentLocale() });
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new TimeoutSignal()),
    options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort);

  try {
    let response: Response;
    try {
      const isRead = (options.method ?? 'GET') === 'GET';
      for (let attempt = 0; ; attempt += 1) {
        response = await fetch(url, { ...init, signal: controller.signal });
        if (response.status !== 503 || !isRead || attempt === BUSY_RETRIES) break;
        await response.body?.cancel();
        await pause(busyWaitMs(response, attempt), controller.signal);
      }
    } catch (error) {
      // A caller that cancelled (e.g. a query unmounting) wants no toast.
      if (options.signal?.aborted) throw error;
      return fail(options, {}, controller.signal.reason instanceof TimeoutSignal);
    }
    const body = await readJson(response);
    // Cancelled or timed out while the body was still arriving: the answer never came in whole.
    // A caller that cancelled (live orders refetching the list) again wants no toast and no
    // log entry; a timeout is the route error, as before the headers.
    if (controller.signal.aborted) {
      if (options.signal?.aborted) throw options.signal.reason;
      return fail(options, {}, controller.signal.reason instanceof TimeoutSignal);
    }
    const envelope = readEnvelope(body);
    if (envelope?.code === apiCodes.ok) {
      return { code: apiCodes.ok, msg: envelope.msg, content: envelope.content as T };
    }
    const requestId = response.headers.get('x-request-id') ?? requestIdOf(envelope) ?? undefined;
    return fail(options, { httpStatus: response.status, body, requestId }, false, Boolean(token));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}
