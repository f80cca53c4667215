import { isCancelledError } from '@tanstack/react-query';

// A reload or a full page load ends the page's requests: the browser cuts them as soon as it
// starts the navigation, before their answer or in the middle of its body (an answer that began
// with 200), and before `pagehide`. That is not a failure to show or log (docs/web.md "Requests
// cut by leaving"). `beforeunload` comes first; as another handler may still keep the page (an
// unsaved form's question), it counts for a short while only, and `pagehide` for good.
// `pageshow` of a page restored from the back/forward cache undoes it.

const LEAVE_GRACE_MS = 3_000;
let leavingUntil = 0;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingUntil = Date.now() + LEAVE_GRACE_MS;
  });
  window.addEventListener('pagehide', () => {
    leavingUntil = Number.POSITIVE_INFINITY;
  });
  window.addEventListener('pageshow', () => {
    leavingUntil = 0;
  });
}

/** The page is being left: a request cut now was cut by the browser. */
export function isPageLeaving(): boolean {
  return Date.now() < leavingUntil;
}

/** A cancelled call (a query unmounted or refetched, a caller's AbortController): no failure. */
export function isAbortError(reason: unknown): boolean {
  return (
    isCancelledError(reason) ||
    (typeof reason === 'object' &&
      reason !== null &&
      'name' in reason &&
      reason.name === 'AbortError')
  );
}
