import { NOTICE_BADGE_OVERFLOW } from '@console/contract/constants';
import type { UnreadCountContent } from '@console/contract/user-messages';
import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_TABS } from './message-routing';
import { NoticeList } from './notice-list';

type Props = {
  tab: string;
  onTabChange: (tab: string) => void;
  count: UnreadCountContent | undefined;
  onOpen: () => void;
};

/** The bell's three tabs of messages (spec §2), loaded when the bell is first opened. */
export function NoticePanel({ tab, onTabChange, count, onOpen }: Props) {
  const { t } = useTranslation();
  const items = NOTICE_TABS.map((type) => ({
    key: String(type),
    // Each tab says how many of its type are unread (the counts come per type; docs/web.md "Bell
    // and realtime").
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
    children: <NoticeList type={type} unread={count?.by_type[type] ?? 0} onOpen={onOpen} />,
  }));
  return <Tabs activeKey={tab} onChange={onTabChange} items={items} destroyOnHidden size="small" />;
}
