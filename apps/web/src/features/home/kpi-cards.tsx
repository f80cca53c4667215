import { HOME_PAID_STATUSES, type HomeContent } from '@console/contract/home';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainCard } from '../../lib/card/plain-card';
import { formatYuan } from '../../lib/format-money';
import styles from './home.module.css';
import { useCountUp } from './use-count-up';
import { PlainSkeleton } from '../../lib/plain-skeleton';

type Kpis = HomeContent['kpis'];
type ReviewRequests = HomeContent['reviewRequests'];
type Format = (value: number) => string;

/** The change against the previous period, as a signed percentage; none from nothing. */
function change(current: number | null, previous: number | null) {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

function Figure({ value, format }: { value: number; format: Format }) {
  return <>{format(useCountUp(value))}</>;
}

function KpiCard(props: {
  id: string;
  title: string;
  value: number | null;
  previous: number | null;
  format: Format;
  /** A rise is bad news (the refund rate). */
  lowerIsBetter?: boolean;
  link?: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const delta = change(props.value, props.previous);
  const good = delta !== null && (props.lowerIsBetter ? delta < 0 : delta > 0);
  return (
    <PlainCard size="small" data-testid={`home-kpi-${props.id}`}>
      <div className={styles.kpiTitle}>{props.title}</div>
      <div
        className={styles.kpiValue}
        data-testid={`home-kpi-${props.id}-value`}
        data-value={props.value ?? ''}
      >
        {props.value === null ? '—' : <Figure value={props.value} format={props.format} />}
      </div>
      <div className={styles.kpiFooter}>
        {props.footer ?? (
          <span>
            {t('home.kpi.previous', {
              value: props.previous === null ? '—' : props.format(props.previous),
            })}
            {delta !== null && delta !== 0 && (
              <span className={good ? styles.good : styles.bad}>
                {' '}
                {delta > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                {Math.abs(delta * 100).toFixed(1)}%
              </span>
            )}
          </span>
        )}
        {props.link && (
          <Link
            to={props.link}
            className={styles.kpiLink}
            data-testid={`home-kpi-${props.id}-link`}
          >
            {t('home.kpi.view')}
          </Link>
        )}
      </div>
    </PlainCard>
  );
}

const yuan: Format = (cents) => formatYuan(cents, { grouped: true });
const wholeNumbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const whole: Format = (value) => wholeNumbers.format(Math.round(value));
const percent: Format = (share) => `${(share * 100).toFixed(1)}%`;

/** antd's Col xl span of n cards in a row: 24 / n, at least 4 (home.module.css .xl*). */
const xlOf = (count: number) => `xl${Math.max(4, Math.floor(24 / count))}`;

/** The KPI cards each key allows (a figure the member may not read is left out). */
export function KpiCards({
  kpis,
  reviewRequests,
  period,
  loading,
}: {
  kpis: Kpis | undefined;
  reviewRequests: ReviewRequests | undefined;
  period: HomeContent['period'] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (loading || !kpis || !period) return <PlainSkeleton active paragraph={{ rows: 2 }} />;
  const ordersLink = `/shop/order?createdFrom=${period.from}&createdTo=${period.to}`;
  // Each figure opens a list whose total is that figure (docs/home.md "Figures").
  const paidLink = `${ordersLink}&statuses=${HOME_PAID_STATUSES.join(',')}`;
  type Compared = { current: number | null; previous: number | null } | null;
  const compared: [id: string, title: string, figure: Compared, format: Format, link: string][] = [
    ['orders', t('home.kpi.orders'), kpis.orders, whole, ordersLink],
    ['paid', t('home.kpi.paid'), kpis.paidCents, yuan, paidLink],
    ['customers', t('home.kpi.newCustomers'), kpis.newCustomers, whole, '/eva?tab=customers'],
  ];
  const cards: ReactNode[] = compared.flatMap(([id, title, figure, format, link]) =>
    figure
      ? [
          <KpiCard
            key={id}
            id={id}
            title={title}
            value={figure.current}
            previous={figure.previous}
            format={format}
            link={link}
          />,
        ]
      : [],
  );
  if (kpis.rating && kpis.rating.count > 0 && kpis.rating.average !== null) {
    cards.push(
      <KpiCard
        key="rating"
        id="rating"
        title={t('home.kpi.rating')}
        value={kpis.rating.average}
        previous={null}
        format={(value) => value.toFixed(2)}
        link="/eva?tab=reviews"
        footer={<span>{t('home.kpi.ratingCount', { count: kpis.rating.count })}</span>}
      />,
    );
  }
  if (reviewRequests) {
    // The share of the period's review requests answered so far, with what it divides
    // (docs/reviews.md "Review requests"; docs/home.md "Figures"): "—" when none were sent.
    cards.push(
      <KpiCard
        key="requests"
        id="requests"
        title={t('home.kpi.reviewRequests')}
        value={reviewRequests.rate}
        previous={null}
        format={percent}
        link="/eva?tab=reviews"
        footer={
          <span data-testid="home-kpi-requests-counts">
            {t('home.kpi.reviewRequestsCounts', {
              sent: whole(reviewRequests.sent),
              answered: whole(reviewRequests.answered),
            })}
          </span>
        }
      />,
    );
  }
  if (kpis.refundRate) {
    cards.push(
      <KpiCard
        key="refunds"
        id="refunds"
        title={t('home.kpi.refundRate')}
        value={kpis.refundRate.current}
        previous={kpis.refundRate.previous}
        format={percent}
        lowerIsBetter
        link={`${ordersLink}&status=refunded`}
      />,
    );
  }
  if (cards.length === 0) return null;
  return (
    <div className={styles.grid} data-testid="home-kpis">
      {cards.map((card, index) => (
        <div key={index} className={`${styles.sm12} ${styles.lg8} ${styles[xlOf(cards.length)]}`}>
          {card}
        </div>
      ))}
    </div>
  );
}
