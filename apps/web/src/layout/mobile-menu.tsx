import { SIDE_MENU_WIDTH } from '@console/contract/constants';
import { Drawer } from 'antd';
import { useLayoutSettings } from '../lib/settings/layout-settings';
import type { MenuEntry } from './menu-entries';
import { ShellSider } from './shell-sider';

type Props = { entries: readonly MenuEntry[]; open: boolean; onClose: () => void };

/** spec §4 Mobile: the sider's content in a drawer; the layout closes it on route change. */
export function MobileMenu({ entries, open, onClose }: Props) {
  const dark = useLayoutSettings((layout) => layout.siderTheme === 'dark');
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      closable={false}
      size={SIDE_MENU_WIDTH}
      styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
      data-testid="mobile-menu"
    >
      <div data-testid="mobile-menu-content">
        <ShellSider entries={entries} collapsed={false} showBrand />
      </div>
    </Drawer>
  );
}
