import { useLayoutSettings } from '../lib/settings/layout-settings';
import { Brand } from './brand';
import type { MenuEntry } from './menu-entries';
import { MerchantPanel } from './merchant-panel';
import { SideMenu } from './side-menu';

type Props = { entries: readonly MenuEntry[]; collapsed: boolean; showBrand: boolean };

/** What the sider holds (spec §1): brand, avatar and merchant switcher, the menu. */
export function ShellSider({ entries, collapsed, showBrand }: Props) {
  const dark = useLayoutSettings((layout) => layout.siderTheme === 'dark');
  return (
    <>
      {showBrand ? <Brand showName={!collapsed} dark={dark} /> : null}
      <MerchantPanel collapsed={collapsed} dark={dark} />
      <SideMenu entries={entries} collapsed={collapsed} />
    </>
  );
}
