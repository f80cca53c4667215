import { BellOutlined } from '@ant-design/icons';
import { NOTICE_BADGE_OVERFLOW } from '@console/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
// The Badge file without Badge.Ribbon, which the header never shows.
import Badge from 'antd/es/badge/Badge';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyPopup } from '../../lib/lazy-popup';
import { bellCount, notificationsQuery } from '../../lib/settings/notification-preferences';
import { unreadCountQuery } from './message-api';
import { NOTICE_TABS } from './message-routing';

// The panel (antd Tabs, and the list's List, Pagination, Result…) loads when the bell is first
// opened, not with every console page (docs/web.md "Delivery").
const NoticePanel = lazy(() => import('./notice-panel').then((m) => ({ default: m.NoticePanel })));
// Its Popover too (~2 KB gzip): until the first click the bell is a plain button.
const loadPopover = () => import('antd/es/popover');

/** spec §2 header bell: the unread badge and three tabs of messages. */
export function NoticeBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState(String(NOTICE_TABS[0]));
  const { data: count } = useQuery(unreadCountQuery());
  const { data: preferences } = useQuery(notificationsQuery());
  const { Popup: Popover, triggerRef, loadPopup } = useLazyPopup(loadPopover);

  // docs/account.md: a type whose `bell` is off is left out of the badge (its tab still lists it).
  const total = bellCount(count, preferences);
  /** What the badge shows (99+ past the overflow), which the name repeats. */
  const shown = total > NOTICE_BADGE_OVERFLOW ? `${NOTICE_BADGE_OVERFLOW}+` : String(total);

  const bell = (
    <Button
      ref={triggerRef}
      type="text"
      // The name holds the visible count (WCAG 2.5.3 label in name).
      aria-label={total > 0 ? t('bell.labelUnread', { n: shown }) : t('bell.label')}
      data-testid="notice-bell"
      onClick={Popover ? undefined : () => loadPopup(() => setOpen(true))}
    >
      <Badge
        count={total}
        overflowCount={NOTICE_BADGE_OVERFLOW}
        size="small"
        data-testid="notice-badge"
      >
        <BellOutlined style={{ fontSize: 16 }} />
      </Badge>
    </Button>
  );
  if (!Popover) return bell;

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setOpen}
      destroyOnHidden
      content={
        <div style={{ width: 'min(420px, calc(100vw - 48px))' }} data-testid="notice-panel">
          <Suspense fallback={null}>
            <NoticePanel
              tab={tab}
              onTabChange={setTab}
              count={count}
              onOpen={() => setOpen(false)}
            />
          </Suspense>
        </div>
      }
    >
      {bell}
    </Popover>
  );
}
