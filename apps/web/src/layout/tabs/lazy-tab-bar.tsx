import { lazy, Suspense } from 'react';
import type { RouteNode } from '../../lib/routing/route-meta';

// The tab bar (antd Tabs, Dropdown, dnd-kit for drag to reorder: ~30 KB gzip) loads only when the
// layout setting `tabs` is on, which spec §9 leaves off by default (docs/web.md "Delivery").
const TabBar = lazy(() => import('./tab-bar').then((m) => ({ default: m.TabBar })));

export function LazyTabBar({ routes }: { routes: readonly RouteNode[] }) {
  return (
    <Suspense fallback={null}>
      <TabBar routes={routes} />
    </Suspense>
  );
}
