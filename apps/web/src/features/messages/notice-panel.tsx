import type { UnreadCount } from '@console/contract/user-messages';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_TABS } from './message-routing';
import { NoticeList } from './notice-list';

type Props = {
  tab: string;
  onTabChange: (tab: string) => void;
  count: UnreadCount | undefined;
  onOpen: () => void;
};

/** The bell's three tabs of messages (spec §2), loaded when the bell is first opened. */
export function NoticePanel({ tab, onTabChange, count, onOpen }: Props) {
  const { t } = useTranslation();
  const items = NOTICE_TABS.map((type) => ({
    key: String(type),
    label: <span data-testid={`notice-tab-${type}`}>{t(`bell.tab.${type}`)}</span>,
    children: <NoticeList type={type} unread={count?.by_type[type] ?? 0} onOpen={onOpen} />,
  }));
  return <Tabs activeKey={tab} onChange={onTabChange} items={items} destroyOnHidden size="small" />;
}
