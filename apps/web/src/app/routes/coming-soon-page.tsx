import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { StatusPanel } from '../../lib/status-panel';
import styles from './coming-soon-page.module.css';

/**
 * Placeholder for the areas later issues build, inside the layout. Plain markup rather than
 * antd Card and Result: Card brings Tabs and Skeleton (~17 KB gzip), Result its three status
 * illustrations (~12 KB), all on /home (docs/web.md "Delivery").
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.meta.title) : '';
  return (
    <div className={styles.card} data-testid="coming-soon">
      <div className={styles.head}>{title}</div>
      <div className={styles.body}>
        <StatusPanel
          icon={<ClockCircleOutlined />}
          title={<span className={styles.title}>{t('common.comingSoon')}</span>}
        />
      </div>
    </div>
  );
}
