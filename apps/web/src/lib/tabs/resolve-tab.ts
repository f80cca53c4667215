import type { OpenedTab } from '@console/contract/user-settings';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Requirement } from '../access';
import type { RouteMeta, RouteNode } from '../routing/route-meta';
import type { TabTarget } from './tabs-model';

type Matchable = RouteObject & { handle: RouteNode[] };

const matchableCache = new WeakMap<readonly RouteNode[], Matchable[]>();

/** The route tree as react-router route objects whose handle is the chain of nodes. */
function toMatchable(nodes: readonly RouteNode[], parents: RouteNode[] = []): Matchable[] {
  return nodes.map((node) => {
    const chain = [...parents, node];
    const children = node.children && toMatchable(node.children, chain);
    return { path: node.path, handle: chain, children };
  });
}

/**
 * The page a full path opens, by react-router's own ranking (so /activity/list beats
 * /activity/:id). Null for no page, or for a path that only forwards (/activity).
 */
function matchPage(routes: readonly RouteNode[], fullPath: string) {
  let matchable = matchableCache.get(routes);
  if (!matchable) {
    matchable = toMatchable(routes);
    matchableCache.set(routes, matchable);
  }
  const url = new URL(fullPath, 'http://tabs.local');
  const last = matchRoutes(matchable, url.pathname)?.at(-1);
  const chain = (last?.route as Matchable | undefined)?.handle;
  const node = chain?.at(-1);
  if (!last || !chain || !node || node.redirect || !node.load) return null;
  return { url, chain, node, params: last.params };
}

const nearest = <K extends keyof RouteMeta>(chain: readonly RouteNode[], name: K) =>
  chain.findLast((node) => node.meta[name] !== undefined)?.meta[name];

/** spec §3 opened-tab meta; icon and roles come from the nearest route that names them. */
function tabMeta(chain: readonly RouteNode[], inherited: { auth?: boolean } = {}) {
  const own = chain.at(-1)?.meta;
  const meta: OpenedTab['meta'] = {
    title: own?.title ?? '',
    closable: own?.closable ?? true,
    cache: own?.cache ?? true,
    auth: nearest(chain, 'auth') ?? inherited.auth ?? false,
    keepAlive: own?.keepAlive ?? true,
  };
  const icon = nearest(chain, 'icon');
  const roles = nearest(chain, 'roles');
  if (icon) meta.icon = icon;
  if (roles) meta.roles = [...roles];
  return meta;
}

/** The tab a full path opens (without its key), or null when no page answers it. */
export function resolveTab(
  routes: readonly RouteNode[],
  fullPath: string,
  inherited: { auth?: boolean } = {},
): TabTarget | null {
  const page = matchPage(routes, fullPath);
  if (!page) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.params)) {
    if (value !== undefined) params[name] = value;
  }
  return {
    name: page.node.name ?? page.node.path,
    fullPath: `${page.url.pathname}${page.url.search}`,
    params,
    query: Object.fromEntries(page.url.searchParams),
    meta: tabMeta(page.chain, inherited),
  };
}

/** What the page of a full path asks of the user (spec §6 roles, DESIGN §4 permission). */
export function pageRequirement(routes: readonly RouteNode[], fullPath: string): Requirement {
  const page = matchPage(routes, fullPath);
  if (!page) return {};
  return {
    roles: nearest(page.chain, 'roles'),
    permission: nearest(page.chain, 'permission'),
    menu: page.node.meta.menu ?? page.node.path,
  };
}
