import { apiCodes } from '@console/contract/api-codes';
import type { Params } from 'react-router';
import { useSessionStore } from '../session/session-store';

/**
 * What a page asks the server for first, asked by its route while the page's code loads
 * (docs/web.md "Ready at once", Page data): into the query cache, under the page's own keys, so
 * the page finds it there or in flight instead of asking once it has rendered.
 */
export type PageData = (at: { url: URL; params: Params }) => Promise<unknown>;

/**
 * The answers the route's guard speaks for itself, quiet in the page's early call: a page the
 * user may not open is not shown (403), and a lapsed session ends through the guard's calls.
 */
export const PAGE_DATA_QUIET: readonly string[] = [apiCodes.forbidden, apiCodes.loginExpired];

/** Starts a route's page data for a signed-in user; its failure is the page's to show. */
export function startPageData(
  load: (() => Promise<PageData>) | undefined,
  url: URL,
  params: Params,
) {
  if (!load || !useSessionStore.getState().token) return;
  void load()
    .then((pageData) => pageData({ url, params }))
    .catch(() => undefined);
}
