import { BellOutlined } from '@ant-design/icons';
import { NOTICE_BADGE_OVERFLOW } from '@console/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from './message-api';
import { NOTICE_TABS } from './message-routing';

// The list (antd List, Pagination, Result…) loads when the bell is first opened, not with every
// console page (docs/web.md "Delivery").
const NoticeList = lazy(() => import('./notice-list').then((m) => ({ default: m.NoticeList })));

/** spec §2 header bell: the unread badge and three tabs of messages. */
export function NoticeBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState(String(NOTICE_TABS[0]));
  const { data: count } = useQuery(unreadCountQuery());

  const total = count?.message_count ?? 0;

  const items = NOTICE_TABS.map((type) => ({
    key: String(type),
    // Each tab says how many of its type are unread (issue 12; the counts come per type).
    label: (
      <span>
        <span data-testid={`notice-tab-${type}`}>{t(`bell.tab.${type}`)}</span>
        <Badge
          count={count?.by_type[type] ?? 0}
          overflowCount={NOTICE_BADGE_OVERFLOW}
          size="small"
          style={{ marginInlineStart: 6 }}
          data-testid={`notice-tab-count-${type}`}
        />
      </span>
    ),
    children: (
      <Suspense fallback={null}>
        <NoticeList type={type} unread={count?.by_type[type] ?? 0} onOpen={() => setOpen(false)} />
      </Suspense>
    ),
  }));

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setOpen}
      destroyOnHidden
      content={
        <div style={{ width: 'min(420px, calc(100vw - 48px))' }} data-testid="notice-panel">
          <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden size="small" />
        </div>
      }
    >
      <Button type="text" aria-label={t('bell.label')} data-testid="notice-bell">
        <Badge
          count={total}
          overflowCount={NOTICE_BADGE_OVERFLOW}
          size="small"
          data-testid="notice-badge"
        >
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
