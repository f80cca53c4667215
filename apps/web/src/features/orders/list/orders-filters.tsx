import { Button, Flex, Input } from 'antd';
import { DeferredRangePicker } from '../../../lib/forms/deferred-picker';
import { DeferredSelect } from '../../../lib/forms/deferred-select';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFilter } from '../api/keys';
import { useActivityOptions } from '../api/list-activity-options';
import { isOrderFilterActive } from './orders-url-filter';

type Props = { filter: OrderFilter; onChange: (next: OrderFilter) => void };

const DAY = 'YYYY-MM-DD';
type Range = [Dayjs | null, Dayjs | null] | null;

const toRange = (from?: string, to?: string): Range =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
const day = (value: Dayjs | null | undefined) => value?.format(DAY);

/** The picker would copy a test id onto both of its inputs: one wrapper holds it. */
function Wrap({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <span data-testid={testId} style={{ display: 'inline-flex', maxWidth: '100%' }}>
      {children}
    </span>
  );
}

/** Activity, created and paid day ranges, keyword (issue 6); the status is the tabs'. Wraps. */
export function OrdersFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const activities = useActivityOptions();
  const set = (patch: Partial<OrderFilter>) => onChange({ ...filter, ...patch });
  const rangeProps = {
    allowEmpty: [true, true] as [boolean, boolean],
    style: { width: 280, maxWidth: '100%' },
  };

  return (
    <Flex wrap gap={8} align="center">
      <Wrap testId="orders-filter-activity">
        <DeferredSelect<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('orders.filter.activity')}
          aria-label={t('orders.filter.activity')}
          loading={activities.isLoading}
          value={filter.activityId}
          onChange={(activityId) => set({ activityId })}
          options={(activities.data ?? []).map(({ id, title }) => ({ value: id, label: title }))}
          popupMatchSelectWidth={false}
          style={{ width: 200, maxWidth: '100%' }}
        />
      </Wrap>
      <Wrap testId="orders-filter-created">
        <DeferredRangePicker
          {...rangeProps}
          placeholder={[t('orders.filter.createdFrom'), t('orders.filter.to')]}
          value={toRange(filter.createdFrom, filter.createdTo)}
          onChange={(dates) => set({ createdFrom: day(dates?.[0]), createdTo: day(dates?.[1]) })}
        />
      </Wrap>
      <Wrap testId="orders-filter-paid">
        <DeferredRangePicker
          {...rangeProps}
          placeholder={[t('orders.filter.paidFrom'), t('orders.filter.to')]}
          value={toRange(filter.paidFrom, filter.paidTo)}
          onChange={(dates) => set({ paidFrom: day(dates?.[0]), paidTo: day(dates?.[1]) })}
        />
      </Wrap>
      <Input.Search
        // Remounted when the URL's keyword changes (reset, back), so the box shows it.
        key={filter.keyword ?? ''}
        allowClear
        defaultValue={filter.keyword}
        placeholder={t('orders.filter.keyword')}
        onSearch={(value) => set({ keyword: value.trim() || undefined })}
        style={{ width: 240, maxWidth: '100%' }}
        data-testid="orders-filter-keyword"
      />
      <Button
        disabled={!isOrderFilterActive(filter)}
        onClick={() => onChange({ status: filter.status })}
        data-testid="orders-filter-reset"
      >
        {t('orders.filter.reset')}
      </Button>
    </Flex>
  );
}
