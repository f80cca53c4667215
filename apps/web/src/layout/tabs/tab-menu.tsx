import {
  CloseOutlined,
  ColumnWidthOutlined,
  MinusOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import type { OpenedTab } from '@console/contract/user-settings';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { CloseScope } from '../../lib/tabs/tabs-model';
import type { TabActions } from './use-tab-actions';

type Options = { t: TFunction; actions: TabActions; canReload: boolean };

const labelled = (text: string, testId: string) => <span data-testid={testId}>{text}</span>;

/**
 * spec §2: close left / right / other / all (plus reload and close for one tab), for the
 * actions dropdown (about the current tab) and each tab's context menu (about that tab).
 */
export function tabMenu(tab: OpenedTab | undefined, { t, actions, canReload }: Options) {
  const anchor = tab?.key;
  const scoped = (scope: CloseScope) => !tab || !actions.canClose(scope, anchor);
  const items: NonNullable<MenuProps['items']> = [];
  if (canReload && tab && tab.fullPath === actions.currentPath) {
    items.push({
      key: 'reload',
      icon: <ReloadOutlined />,
      label: labelled(t('tabs.reload'), 'tabs-reload-page'),
    });
  }
  if (tab?.meta.closable) {
    items.push({
      key: 'self',
      icon: <CloseOutlined />,
      label: labelled(t('tabs.close'), 'tabs-close-self'),
    });
  }
  if (items.length > 0) items.push({ type: 'divider' });
  items.push(
    {
      key: 'left',
      icon: <VerticalRightOutlined />,
      disabled: scoped('left'),
      label: labelled(t('layout.tabs.closeLeft'), 'tabs-close-left'),
    },
    {
      key: 'right',
      icon: <VerticalLeftOutlined />,
      disabled: scoped('right'),
      label: labelled(t('layout.tabs.closeRight'), 'tabs-close-right'),
    },
    {
      key: 'other',
      icon: <ColumnWidthOutlined />,
      disabled: scoped('other'),
      label: labelled(t('layout.tabs.closeOther'), 'tabs-close-other'),
    },
    {
      key: 'all',
      icon: <MinusOutlined />,
      disabled: !actions.canClose('all'),
      label: labelled(t('layout.tabs.closeAll'), 'tabs-close-all'),
    },
  );
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'reload') void actions.reload(tab?.fullPath);
    else void actions.close(key as CloseScope, anchor);
  };
  return { items, onClick };
}
