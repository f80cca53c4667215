import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadAbilities } from '../lib/merchant/merchant-context-query';
import { startPageData } from '../lib/routing/page-data';
import type { RouteHandle, RouteMeta, RouteNode } from '../lib/routing/route-meta';
import { useSessionStore } from '../lib/session/session-store';
import { guardRoute } from './guard';

type GuardedMeta = Pick<RouteMeta, 'auth' | 'roles' | 'guestOnly' | 'permission' | 'menu'>;

/**
 * Each route checks its own meta before it renders (spec §2 route guard), then the merchant
 * permission it names (DESIGN §4), read from the current merchant's context.
 */
/**
 * A loader's Request never holds the #fragment (fetch drops it). When the loader runs for the
 * address the browser is at (a link opened while signed out), the fragment is read there, so
 * the login's redirect keeps it (docs/web.md "Decisions": the redirect keeps the #hash).
 */
function targetHash(url: URL, at: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return at.pathname === url.pathname && at.search === url.search ? at.hash : url.hash;
}

export function guardLoader(meta: GuardedMeta, data?: RouteNode['data']) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = guardRoute(meta, useSessionStore.getState().user, {
      path: url.pathname,
      search: url.search,
      hash: targetHash(url, window.location),
    });
    if (decision.type === 'redirect') throw redirect(decision.to);
    // The page's first data is asked now, beside the permission check and the page's code.
    startPageData(data, url, params);
    // A page of the menu tree the user's roles do not hold is a 403, also on reload (docs/system.md
    // "Console").
    const judged = meta.permission || (meta.menu && useSessionStore.getState().token);
    if (judged && !(await loadAbilities()).allows(meta)) throw redirect('/403');
    return null;
  };
}

export type RouteOptions = {
  /** The page-level error boundary (loaded with the page, so the entry carries none). */
  errorBoundary?: () => Promise<ComponentType>;
};

/** Route tree -> react-router objects: meta in `handle`, pages lazy (code-split, DESIGN §5). */
export function toRouteObject(
  node: RouteNode,
  inherited: Pick<RouteMeta, 'auth'> = {},
  options: RouteOptions = {},
): RouteObject {
  const meta: RouteMeta = {
    ...node.meta,
    auth: node.meta.auth ?? inherited.auth,
    menu: node.meta.menu ?? node.path,
  };
  const handle: RouteHandle = { meta, name: node.name };
  const children = node.children?.map((child) => toRouteObject(child, meta, options));
  const target = node.redirect;
  const load = node.load;
  const loadBoundary = options.errorBoundary;
  return {
    path: node.path,
    handle,
    loader: guardLoader(meta, node.data),
    lazy: load
      ? async () => {
          const [Page, ErrorBoundary, merchantRequired] = await Promise.all([
            load(),
            loadBoundary?.(),
            // Loaded with the page (its "no merchant" state is antd): the entry carries no antd.
            meta.permission ? import('../lib/merchant/merchant-required') : undefined,
          ]);
          // A page that names a merchant permission is a merchant page (docs/web.md).
          const Component = merchantRequired ? merchantRequired.requireMerchant(Page) : Page;
          return ErrorBoundary ? { Component, ErrorBoundary } : { Component };
        }
      : undefined,
    children: children && [
      ...(target ? [{ index: true, loader: () => redirect(target), element: null }] : []),
      ...children,
    ],
  };
}

/**
 * spec §2: / and /index lead to the index page; a member who may not open it (DESIGN §4
 * permission, docs/system.md "Menus") is led to the route named home instead of a 403.
 */
export function indexRoute(path: string, index: RouteNode, fallback: string): RouteObject {
  return {
    path,
    // It only forwards: `element: null` says so, where a missing element made react-router warn
    // "Matched leaf route … does not have an element" (docs/web.md "Decisions").
    element: null,
    loader: async () => {
      if (!useSessionStore.getState().token) return redirect(index.path);
      const wanted = { permission: index.meta.permission, menu: index.meta.menu ?? index.path };
      return redirect((await loadAbilities()).allows(wanted) ? index.path : fallback);
    },
  };
}
