import { HOME_RANGES, type HomeRange } from '@console/contract/home';
import { Button, Segmented } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlainCard } from '../../lib/card/plain-card';
import { LazyAlert } from '../../lib/lazy-result';
import { selectionOf, useHome } from './api/get-home';
import styles from './home.module.css';
import { HomeFunnel } from './home-funnel';
import { HomeSatisfaction } from './home-satisfaction';
import { HomeTodos } from './home-todos';
import { KpiCards } from './kpi-cards';
import { useLiveHome } from './use-live-home';
import { OperatorHome } from './operator-home';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { useSessionStore } from '../../lib/session/session-store';
import { NoMerchantState } from '../../lib/merchant/merchant-required';
import { PlainSkeleton } from '../../lib/plain-skeleton';

// chart.js stays out of the home's own chunk: it loads when the chart is drawn (docs/home.md).
const HomeChart = lazy(() => import('./home-chart'));
const HomeRangePicker = lazy(() => import('./home-range-picker'));

/**
 * /home (docs/home.md "Figures", "Operators"): operators see the audit queues; merchant staff their
 * merchant's figures. An operator who is also a member of a merchant sees both.
 */
export function HomePage() {
  const { isOperator } = useAbilities();
  const hasMerchant = useSessionStore((state) => state.company !== null);
  if (isOperator && !hasMerchant) return <OperatorHome />;
  if (!hasMerchant) return <NoMerchantState />;
  return (
    <>
      {isOperator && <OperatorHome />}
      <MerchantHome />
    </>
  );
}

/** The merchant's KPIs against the previous period, chart, funnel, to-dos and satisfaction. */
function MerchantHome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selection = selectionOf(params);
  const home = useHome(selection);
  useLiveHome();
  const data = home.data;

  const choose = (range: HomeRange) =>
    setParams(range === 'today' ? {} : { range }, { replace: true });
  const pick = (from: string, to: string) =>
    setParams({ range: 'custom', from, to }, { replace: true });

  return (
    <div className={styles.page} data-testid="home-page">
      <div className={styles.toolbar}>
        <Segmented<HomeRange>
          value={selection.range}
          onChange={choose}
          options={HOME_RANGES.map((range) => ({ value: range, label: t(`home.range.${range}`) }))}
          data-testid="home-range"
        />
        {selection.range === 'custom' && (
          <Suspense fallback={null}>
            <HomeRangePicker from={selection.from} to={selection.to} onPick={pick} />
          </Suspense>
        )}
        {data && (
          <span className={styles.period} data-testid="home-period">
            {t('home.period', { from: data.period.from, to: data.period.to, zone: data.timeZone })}
          </span>
        )}
      </div>

      {home.isError && (
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
      )}
      {selection.range === 'custom' && !(selection.from && selection.to) && (
        <LazyAlert type="info" showIcon title={t('home.pickRange')} />
      )}

      <KpiCards
        kpis={data?.kpis}
        reviewRequests={data?.reviewRequests}
        period={data?.period}
        loading={home.isPending && home.fetchStatus !== 'idle'}
      />

      <div className={styles.grid}>
        {data?.chart && (
          <div className={styles.xl16}>
            <PlainCard title={t('home.chart.title')} data-testid="home-chart">
              <Suspense fallback={<PlainSkeleton active />}>
                <HomeChart days={data.chart} />
              </Suspense>
            </PlainCard>
          </div>
        )}
        {data && (
          <div className={data.chart ? styles.xl8 : styles.xl24}>
            <PlainCard title={t('home.todo.title')} data-testid="home-todo-card">
              <HomeTodos todos={data.todos} />
            </PlainCard>
          </div>
        )}
        {data?.funnel && (
          <div>
            <PlainCard title={t('home.funnel.title')}>
              <HomeFunnel rows={data.funnel} />
            </PlainCard>
          </div>
        )}
        {data?.satisfaction && (
          <div>
            <PlainCard title={t('home.satisfaction.title')} data-testid="home-satisfaction-card">
              <HomeSatisfaction satisfaction={data.satisfaction} />
            </PlainCard>
          </div>
        )}
      </div>
    </div>
  );
}
