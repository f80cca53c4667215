import type { HomeContent } from '@console/contract/home';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

type Row = NonNullable<HomeContent['funnel']>[number];
const STEPS = ['paid', 'checkedIn', 'refunded'] as const;

/**
 * The period's top activities: orders, then paid, checked in and refunded, each with a bar of
 * its share of the orders. A plain table: antd's Table would bring ~35 KB to the home's first
 * visit for five rows (bench:web, docs/home.md).
 */
export function HomeFunnel({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty description={t('home.funnel.empty')} />;
  return (
    <table className={styles.table} data-testid="home-funnel">
      <thead>
        <tr>
          <th>{t('home.funnel.activity')}</th>
          <th>{t('home.funnel.orders')}</th>
          {STEPS.map((step) => (
            <th key={step}>{t(`home.funnel.${step}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.activityId}>
            <td>
              <Link to={`/activity/${row.activityId}`}>{row.title}</Link>
            </td>
            <td>{row.orders}</td>
            {STEPS.map((step) => {
              const percent = row.orders ? Math.round((row[step] / row.orders) * 100) : 0;
              return (
                <td key={step}>
                  {row[step]}
                  <div
                    className={styles.bar}
                    role="img"
                    aria-label={`${t(`home.funnel.${step}`)} ${percent}%`}
                  >
                    <div className={styles.barFill} style={{ width: `${percent}%` }} />
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
