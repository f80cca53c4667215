import {
  ORDER_STATUSES,
  type OrderStatus,
  type OrderSummaryContent,
} from '@console/contract/orders';
import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  status: OrderStatus | undefined;
  /** A status set is picked (the filters show it): no tab is current. */
  hasStatusSet?: boolean;
  /** Counts per status under the other filters; undefined while loading. */
  summary: OrderSummaryContent | undefined;
  onChange: (status: OrderStatus | undefined) => void;
};

const ALL = 'all';
/** No tab's key: with a status set none is current. */
const SET = 'set';

/** One tab per status with its count, plus All (the sum) first (docs/api.md "Orders"). */
export function OrdersTabs({ status, hasStatusSet, summary, onChange }: Props) {
  const { t } = useTranslation();
  const counts = summary?.byStatus;
  const all = counts ? ORDER_STATUSES.reduce((sum, key) => sum + (counts[key] ?? 0), 0) : undefined;
  const label = (key: string, text: string, count: number | undefined) => (
    <span data-testid={`orders-tab-${key}`} data-count={count}>
      {text}
      {count !== undefined && (
        <Badge
          count={count}
          showZero
          overflowCount={99999}
          color={key === 'refunding' && count > 0 ? 'orange' : 'var(--ant-color-fill-secondary)'}
          style={{
            marginInlineStart: 6,
            color: key === 'refunding' && count > 0 ? '#fff' : 'inherit',
          }}
        />
      )}
    </span>
  );
  return (
    <Tabs
      activeKey={status ?? (hasStatusSet ? SET : ALL)}
      onChange={(key) => onChange(key === ALL ? undefined : (key as OrderStatus))}
      items={[
        { key: ALL, label: label(ALL, t('orders.tab.all'), all) },
        ...ORDER_STATUSES.map((key) => ({
          key,
          label: label(key, t(`orders.status.${key}`), counts?.[key]),
        })),
      ]}
    />
  );
}
