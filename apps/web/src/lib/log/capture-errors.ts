import { isApiError } from '../http/api-error';
import { isAbortError } from '../http/page-leaving';
import { pushLog } from '../log-store';

const MAX_STACK = 1500;

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return { message: reason.message || reason.name, stack: reason.stack?.slice(0, MAX_STACK) };
  }
  return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? 'undefined') };
}

/**
 * spec §3 log, fed by window errors and unhandled rejections. A rejected API call is left out:
 * the http client logged it already (spec §8); so is a cancelled one.
 */
export function captureGlobalErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const { message, stack } = describe(event.error ?? event.message);
    pushLog(event.message || message, 'error', {
      source: 'window.error',
      file: event.filename,
      line: event.lineno,
      column: event.colno,
      stack,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    // A cancelled call (AbortError, TanStack Query's CancelledError) is no failure.
    if (isApiError(event.reason) || isAbortError(event.reason)) return;
    const { message, stack } = describe(event.reason);
    pushLog(message, 'error', { source: 'unhandledrejection', stack });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** A render error caught by a page's error boundary (logged once per error object). */
const logged = new WeakSet<object>();
export function logRenderError(error: unknown, route: string): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  const { message, stack } = describe(error);
  pushLog(message, 'error', { source: 'render', route, stack });
}
