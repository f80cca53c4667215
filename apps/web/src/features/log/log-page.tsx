import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrowserLogTab } from './browser-log-tab';
import { ServerLogTab } from './server-log-tab';

/** /log (roles op and admin, spec §2): this browser's log store, and the entries of all users. */
export function LogPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.log')}>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'browser',
            label: <span data-testid="log-tab-browser">{t('log.tab.browser')}</span>,
            children: <BrowserLogTab />,
          },
          {
            key: 'all',
            label: <span data-testid="log-tab-all">{t('log.tab.all')}</span>,
            children: <ServerLogTab />,
          },
        ]}
      />
    </Card>
  );
}
