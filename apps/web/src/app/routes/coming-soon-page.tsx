import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';

/** Placeholder for the areas later issues build, inside the layout. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.meta.title) : '';
  return (
    <Card title={title} data-testid="coming-soon">
      <Result
        icon={<ClockCircleOutlined style={{ color: '#1677ff' }} />}
        title={<span style={{ fontSize: 18 }}>{t('common.comingSoon')}</span>}
      />
    </Card>
  );
}
