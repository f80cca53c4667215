import type {
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  QueryKey,
} from '@tanstack/react-query';
import type { Params } from 'react-router';
import { queryClient } from '../query-client';
import { useSessionStore } from '../session/session-store';

/**
 * What a page asks the server for first, asked by its route while the page's code loads
 * (docs/web.md "Ready at once", Page data): into the query cache, under the page's own keys, so
 * the page finds it there or in flight instead of asking once it has rendered.
 */
export type PageData = (at: { url: URL; params: Params }) => Promise<unknown>;

/**
 * Runs a page's early call, made silent by its caller: when it fails, what it left under the
 * page's keys is reset, so the page asks with its own call (whose failure it shows once, toast
 * and all) — at once if it is already showing, else when it mounts. A page the user may not open
 * (1003) or a lapsed session (1007) is the guard's to answer, and the early call says nothing.
 */
async function prefill(query: { queryKey: QueryKey }, fill: () => Promise<unknown>) {
  try {
    await fill();
  } catch {
    await queryClient.resetQueries({ queryKey: query.queryKey, exact: true });
  }
}

/** One query of a page, built silent by its caller, filled through `prefill`. */
export function prefillQuery<TData, TKey extends QueryKey>(
  query: EnsureQueryDataOptions<TData, Error, TData, TKey>,
) {
  return prefill(query, () => queryClient.ensureQueryData(query));
}

/** The first page of a keyset list, built silent by its caller, filled through `prefill`. */
export function prefillInfiniteQuery<TData, TKey extends QueryKey, TPageParam>(
  query: EnsureInfiniteQueryDataOptions<TData, Error, TData, TKey, TPageParam>,
) {
  return prefill(query, () => queryClient.ensureInfiniteQueryData(query));
}

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
