import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteHandle, RouteMeta, RouteNode } from '../lib/routing/route-meta';
import { useSessionStore } from '../lib/session/session-store';
import { guardRoute } from './guard';

/** Each route checks its own meta before it renders (spec §2 route guard). */
export function guardLoader(meta: Pick<RouteMeta, 'auth' | 'roles' | 'guestOnly'>) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = guardRoute(meta, useSessionStore.getState().user, {
      path: url.pathname,
      search: url.search,
      hash: url.hash,
    });
    if (decision.type === 'redirect') throw redirect(decision.to);
    return null;
  };
}

/** Route tree -> react-router objects: meta in `handle`, pages lazy (code-split, DESIGN §5). */
export function toRouteObject(
  node: RouteNode,
  inherited: Pick<RouteMeta, 'auth'> = {},
): RouteObject {
  const meta: RouteMeta = { ...node.meta, auth: node.meta.auth ?? inherited.auth };
  const handle: RouteHandle = { meta, name: node.name };
  const children = node.children?.map((child) => toRouteObject(child, meta));
  const target = node.redirect;
  const load = node.load;
  return {
    path: node.path,
    handle,
    loader: guardLoader(meta),
    lazy: load ? async () => ({ Component: await load() }) : undefined,
    children: children && [
      ...(target ? [{ index: true, loader: () => redirect(target) }] : []),
      ...children,
    ],
  };
}

export function redirectRoute(path: string, to: string): RouteObject {
  return { path, loader: () => redirect(to) };
}
