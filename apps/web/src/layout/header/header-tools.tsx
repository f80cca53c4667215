import { SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocaleSegmented } from '../../lib/i18n/locale-segmented';
import type { DeviceClass } from '../../lib/responsive/device';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { openSettingsDrawer } from '../../lib/settings/settings-drawer-store';
import { switchLocale } from '../../lib/settings/switch-locale';
import type { MenuEntry } from '../menu-entries';
import { FullscreenButton } from './fullscreen-button';
import styles from './header.module.css';
import { HeaderSearch } from './header-search';
import { LogIndicator } from './log-indicator';
import { HeaderNoticeSlot } from './notice-slot';
import { ReloadButton } from './reload-button';
import { UserMenu } from './user-menu';

/** spec §1 header tools, each shown by its layout setting (spec §3). */
export function HeaderTools({
  entries,
  device,
}: {
  entries: readonly MenuEntry[];
  device: DeviceClass;
}) {
  const { t } = useTranslation();
  const layout = useLayoutSettings((settings) => settings);
  const isMobile = device === 'Mobile';
  return (
    <Flex align="center" gap={isMobile ? 0 : 4} className={styles.tools}>
      {layout.showSearch ? <HeaderSearch entries={entries} /> : null}
      {layout.showReload ? <ReloadButton /> : null}
      <HeaderNoticeSlot />
      {layout.showFullscreen && !isMobile ? <FullscreenButton /> : null}
      {layout.showLog ? <LogIndicator /> : null}
      {layout.showI18n ? <LocaleSegmented onSwitch={switchLocale} /> : null}
      {layout.enableSetting ? (
        <Tooltip title={t('layout.settings')}>
          <Button
            type="text"
            icon={<SettingOutlined />}
            onClick={openSettingsDrawer}
            aria-label={t('layout.settings')}
            data-testid="settings-button"
          />
        </Tooltip>
      ) : null}
      <UserMenu />
    </Flex>
  );
}
