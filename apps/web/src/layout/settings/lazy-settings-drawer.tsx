import { lazy, Suspense, useState } from 'react';
import { useSettingsDrawer } from '../../lib/settings/settings-drawer-store';

// The drawer (antd Drawer, Segmented, Switch) loads the first time it is opened, not with every
// console page (docs/web.md "Delivery"); once loaded it stays, so closing still animates.
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

export function LazySettingsDrawer() {
  const isOpen = useSettingsDrawer((state) => state.open);
  const [isWanted, setWanted] = useState(isOpen);
  if (isOpen && !isWanted) setWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  ) : null;
}
