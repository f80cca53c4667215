import type { OperatorHomeContent } from '@console/contract/home';
import { Button } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainCard } from '../../lib/card/plain-card';
import { LazyAlert } from '../../lib/lazy-result';
import { useOperatorHome } from './api/get-operator-home';
import styles from './home.module.css';
import { PlainSkeleton } from '../../lib/plain-skeleton';

dayjs.extend(relativeTime);

type Queue = OperatorHomeContent['queues'][number];

/** Where each queue is worked: the audit list of that kind (its pending tab). */
const QUEUE_LINKS: Record<Queue['kind'], string> = {
  record: '/audit/records',
  licence: '/audit/licences',
  activity: '/audit/activities',
};

/**
 * /home for operators (docs/home.md "Operators"): the audit queues first, then the platform's last
 * 14 days.
 */
export function OperatorHome() {
  const { t } = useTranslation();
  const home = useOperatorHome(true);
  if (home.isError) {
    return (
      <LazyAlert
        type="error"
        showIcon
        title={t('home.error')}
        action={
          <Button size="small" onClick={() => void home.refetch()}>
            {t('home.retry')}
          </Button>
        }
      />
    );
  }
  const data = home.data;
  if (!data) return <PlainSkeleton active />;
  const days = data.decisions.map((row, index) => ({
    ...row,
    newMerchants: data.newMerchants[index]?.count ?? 0,
  }));
  return (
    <div className={styles.page} data-testid="operator-home">
      <div className={styles.grid}>
        {data.queues.map((queue) => (
          <div key={queue.kind} className={styles.md8}>
            <PlainCard size="small" data-testid={`operator-queue-${queue.kind}`}>
              <div className={styles.kpiTitle}>{t(`home.queue.${queue.kind}`)}</div>
              <div className={styles.kpiValue} data-value={queue.pending}>
                {queue.pending}
              </div>
              <div className={styles.kpiFooter}>
                <span>
                  {queue.oldestAt
                    ? t('home.queue.oldest', { age: dayjs(queue.oldestAt).fromNow(true) })
                    : t('home.queue.empty')}
                </span>
                <Link to={QUEUE_LINKS[queue.kind]} className={styles.kpiLink}>
                  {t('home.kpi.view')}
                </Link>
              </div>
            </PlainCard>
          </div>
        ))}
      </div>
      <PlainCard title={t('home.operator.days')}>
        <table className={styles.table} data-testid="operator-days">
          <thead>
            <tr>
              <th>{t('home.operator.day')}</th>
              <th>{t('home.operator.approved')}</th>
              <th>{t('home.operator.rejected')}</th>
              <th>{t('home.operator.newMerchants')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((row) => (
              <tr key={row.day}>
                <td>{row.day}</td>
                <td>{row.approved}</td>
                <td>{row.rejected}</td>
                <td>{row.newMerchants}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PlainCard>
    </div>
  );
}
