import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Button, Dropdown, Tabs, Tooltip, type TabsProps } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TranslationKey } from '../../lib/i18n/resources';
import type { RouteNode } from '../../lib/routing/route-meta';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { useOpenedTabs } from '../../lib/tabs/opened-tabs';
import { menuIcons } from '../menu-icons';
import { quietOverflowButton, withQuietCloseButton } from './quiet-tab-controls';
import { SortableTabNode } from './sortable-tab-node';
import styles from './tab-bar.module.css';
import { tabMenu } from './tab-menu';
import { useTabActions } from './use-tab-actions';
import { useTabsSync } from './use-tabs-sync';
import { useTabsTop } from './use-tabs-top';

/**
 * spec §2 tab bar: one tab per open page, closable per route (home is not), drag to reorder
 * (tabsOrder), a dropdown and a context menu to close left / right / other / all, reload of the
 * current page (tabsReload), icons (showTabsIcon), fixed under the header (tabsFix, spec §4).
 */
export function TabBar({ routes }: { routes: readonly RouteNode[] }) {
  useTabsSync(routes);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useOpenedTabs();
  const showIcon = useLayoutSettings((layout) => layout.showTabsIcon);
  const canReload = useLayoutSettings((layout) => layout.tabsReload);
  const sortable = useLayoutSettings((layout) => layout.tabsOrder);
  const top = useTabsTop();
  const actions = useTabActions();
  // A small move is still a click: dragging starts after 6 px.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const current = tabs.find((tab) => tab.fullPath === actions.currentPath);
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => quietOverflowButton(barRef.current));

  const items: TabsProps['items'] = tabs.map((tab) => ({
    key: tab.key,
    closable: tab.meta.closable,
    closeIcon: tab.meta.closable ? (
      <CloseOutlined data-testid={`tab-close-${tab.fullPath}`} aria-label={t('tabs.close')} />
    ) : null,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        menu={tabMenu(tab, { t, actions, canReload })}
        destroyOnHidden
      >
        <span
          className={styles.label}
          data-testid={`tab-${tab.fullPath}`}
          data-tab-path={tab.fullPath}
        >
          {showIcon && tab.meta.icon ? menuIcons[tab.meta.icon] : null}
          {t(tab.meta.title as TranslationKey)}
        </span>
      </Dropdown>
    ),
  }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) actions.reorder(String(active.id), String(over.id));
  };

  // Every tab node goes through here (not only when draggable) to quiet antd's close button.
  const renderTabBar: TabsProps['renderTabBar'] = (props, DefaultTabBar) => {
    const bar = (
      <DefaultTabBar {...props}>
        {(node) => {
          const quiet = withQuietCloseButton(node as ReactElement<{ 'data-node-key': string }>);
          return sortable ? <SortableTabNode key={node.key} node={quiet} /> : quiet;
        }}
      </DefaultTabBar>
    );
    if (!sortable) return bar;
    return (
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={tabs.map((tab) => tab.key)}
          strategy={horizontalListSortingStrategy}
        >
          {bar}
        </SortableContext>
      </DndContext>
    );
  };

  const extra = (
    <div className={styles.extra}>
      {canReload ? (
        <Tooltip title={t('tabs.reload')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            onClick={() => void actions.reload()}
            aria-label={t('tabs.reload')}
            data-testid="tabs-reload"
          />
        </Tooltip>
      ) : null}
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={tabMenu(current, { t, actions, canReload: false })}
        destroyOnHidden
      >
        <Button
          type="text"
          size="small"
          icon={<DownOutlined />}
          aria-label={t('tabs.actions')}
          data-testid="tabs-actions"
        />
      </Dropdown>
    </div>
  );

  return (
    <div
      className={top === null ? styles.bar : `${styles.bar} ${styles.fixed}`}
      style={top === null ? undefined : { top }}
      data-testid="tab-bar"
      ref={barRef}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={current?.key ?? ''}
        items={items}
        onChange={(key) => {
          const tab = tabs.find((item) => item.key === key);
          if (tab) void navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') void actions.close('self', key);
        }}
        renderTabBar={renderTabBar}
        className={styles.tabs}
      />
      {/* Beside the tabs, not antd's tabBarExtraContent: that sits inside the tablist, where
          buttons do not belong (docs/accessibility.md "Markup"). */}
      {extra}
    </div>
  );
}
