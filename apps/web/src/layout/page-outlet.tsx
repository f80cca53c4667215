import { KEEP_ALIVE_MAX } from '@console/contract/constants';
import { Activity, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';
import type { RouteHandle } from '../lib/routing/route-meta';
import { useLayoutSettings } from '../lib/settings/layout-settings';
import { forgetDirtyExcept, TabPageContext } from '../lib/tabs/dirty-guard';
import { closePages, rememberPage, renamePage } from '../lib/tabs/kept-pages';
import { useOpenedTabs } from '../lib/tabs/opened-tabs';
import { pageKey, usePageGenerations, useRefetchReloadedPage } from '../lib/tabs/page-reload';
import { pathOf } from '../lib/tabs/tabs-model';
import { useScrollMemory } from './tabs/use-scroll-memory';
import { useMerchantId } from '../lib/merchant/use-merchant-id';

/** Kept pages get ids of their own: one path may be kept again after its first page moved on. */
let pageIds = 0;

type LocationValue = { location: Location; navigationType: ReturnType<typeof useNavigationType> };
type KeptPage = {
  id: string;
  path: string;
  usedAt: number;
  element: ReactNode;
  locationValue: LocationValue;
};

function useCurrentMeta() {
  const matches = useMatches();
  const handle = matches.findLast((match) => (match.handle as RouteHandle | undefined)?.meta)
    ?.handle as RouteHandle | undefined;
  return handle?.meta;
}

/**
 * The console's page area. With tabs on, the pages of open tabs stay mounted, hidden with
 * React <Activity> (DESIGN §5), so a tab keeps its form input and scroll: at most
 * KEEP_ALIVE_MAX (spec §9), least recently used first to go, never routes with keepAlive false.
 * Closing or reloading a tab mounts its page afresh. A merchant switch drops every kept page at
 * once: nothing of merchant A shows while B is current (docs/web.md "Tabs and kept-alive pages").
 */
export function PageOutlet() {
  const merchantId = useMerchantId();
  return <KeptPages key={String(merchantId)} />;
}

function KeptPages() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const meta = useCurrentMeta();
  const tabsOn = useLayoutSettings((layout) => layout.tabs);
  const tabs = useOpenedTabs();
  const generations = usePageGenerations((state) => state.generations);
  const currentPath = `${location.pathname}${location.search}`;
  useRefetchReloadedPage(currentPath, generations);
  const keepCurrent = tabsOn && meta?.keepAlive !== false && meta?.cache !== false;
  const open = useMemo(
    () => new Set(tabsOn ? tabs.map((tab) => tab.fullPath) : []),
    [tabs, tabsOn],
  );
  const locationValue = useMemo(() => ({ location, navigationType }), [location, navigationType]);

  // The element a page had when it became current is what it renders while hidden (its own
  // route match and location); the current page always renders the live outlet.
  // A page that replaces its own query (a list's filters in the URL) is the same page: it keeps
  // its identity, so it is neither mounted again nor kept twice.
  const [kept, setKept] = useState<KeptPage[]>([]);
  // A closed tab's page goes as soon as the tabs change, not at the next visit: router
  // navigations are transitions, so the neighbour a close moves to may never be rendered
  // before the same path is opened again, and that page must not come back with its input.
  const [seenOpen, setSeenOpen] = useState(open);
  if (seenOpen !== open) {
    setSeenOpen(open);
    const closed = new Set([...seenOpen].filter((path) => !open.has(path)));
    if (closed.size > 0) setKept((pages) => closePages(pages, closed, currentPath));
  }
  // Each navigation is a visit (its location key), also one back to the same path.
  const [visited, setVisited] = useState({ key: '', path: '', keep: false });
  if (
    visited.key !== location.key ||
    visited.path !== currentPath ||
    visited.keep !== keepCurrent
  ) {
    const from = visited.path;
    setVisited({ key: location.key, path: currentPath, keep: keepCurrent });
    const sameReplaced =
      navigationType === 'REPLACE' && from !== currentPath && pathOf(from) === location.pathname;
    setKept((pages) =>
      rememberPage(sameReplaced ? renamePage(pages, from, currentPath) : pages, {
        current: keepCurrent
          ? {
              id: `${currentPath}@${(pageIds += 1)}`,
              path: currentPath,
              element: outlet,
              locationValue,
            }
          : null,
        currentPath,
        open,
        max: KEEP_ALIVE_MAX,
      }),
    );
  }

  // Not kept (tabs off, keepAlive false), the page is identified by its path without the query.
  const keptLive = kept.find((page) => page.path === currentPath);
  const liveId = keptLive?.id ?? location.pathname;
  // A kept page renders the element it was kept with, also while current: the same element is
  // not rendered again, so a tab switch draws neither the page that leaves nor the one that comes
  // back (docs/web.md "Ready at once"). What changes for it comes through the current location
  // (the same path and query; its state and key are new) and the router's data.
  const live = {
    id: liveId,
    path: currentPath,
    element: keptLive?.element ?? outlet,
    locationValue,
  };
  const pages: Omit<KeptPage, 'usedAt'>[] = [];
  for (const page of kept) {
    if (page.path === currentPath) pages.push(live);
    else if (open.has(page.path)) pages.push(page);
  }
  if (!pages.includes(live)) pages.push(live);

  const mountedKey = pages.map((page) => page.path).join('\n');
  useEffect(() => {
    forgetDirtyExcept(new Set(mountedKey.split('\n')));
  }, [mountedKey]);
  useScrollMemory(currentPath, mountedKey);

  return pages.map((page) => (
    <Activity
      key={pageKey(page.id, page.path, generations)}
      mode={page === live ? 'visible' : 'hidden'}
    >
      <TabPageContext value={page.path}>
        <LocationContext value={page.locationValue}>{page.element}</LocationContext>
      </TabPageContext>
    </Activity>
  ));
}
