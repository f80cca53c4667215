import { Button, Flex, Input, Tag } from 'antd';
import { DeferredRangePicker } from '../../../lib/forms/deferred-picker';
import { DeferredSelect } from '../../../lib/forms/deferred-select';
import { useTranslation } from 'react-i18next';
import { dayOf, FilterSlot, toDayRange } from '../../../lib/forms/filter-slot';
import type { OrderStatus } from '@console/contract/orders';
import type { OrderFilter } from '../api/keys';
import { useActivityOptions } from '../../../lib/api/list-activity-options';
import { isOrderFilterActive } from './orders-url-filter';

type Props = { filter: OrderFilter; onChange: (next: OrderFilter) => void };

/**
 * Activity, created and paid day ranges, keyword (docs/orders.md "List and keyword"); the status is the tabs'. A status
 * set (the home's paid figure opens one, docs/home.md) shows as a tag that clears it. Wraps.
 */
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
      {filter.statuses && (
        <Tag
          closable={{ 'aria-label': t('orders.filter.clearStatuses') }}
          onClose={() => set({ statuses: undefined })}
          style={{ marginInlineEnd: 0, padding: '4px 8px' }}
          data-testid="orders-filter-statuses"
          data-statuses={filter.statuses}
        >
          {t('orders.filter.statuses', {
            statuses: filter.statuses
              .split(',')
              .map((status) => t(`orders.status.${status as OrderStatus}`))
              .join(t('orders.filter.statusJoin')),
          })}
        </Tag>
      )}
      <FilterSlot testId="orders-filter-activity">
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
      </FilterSlot>
      <FilterSlot testId="orders-filter-created">
        <DeferredRangePicker
          {...rangeProps}
          placeholder={[t('orders.filter.createdFrom'), t('orders.filter.to')]}
          value={toDayRange(filter.createdFrom, filter.createdTo)}
          onChange={(dates) =>
            set({ createdFrom: dayOf(dates?.[0]), createdTo: dayOf(dates?.[1]) })
          }
        />
      </FilterSlot>
      <FilterSlot testId="orders-filter-paid">
        <DeferredRangePicker
          {...rangeProps}
          placeholder={[t('orders.filter.paidFrom'), t('orders.filter.to')]}
          value={toDayRange(filter.paidFrom, filter.paidTo)}
          onChange={(dates) => set({ paidFrom: dayOf(dates?.[0]), paidTo: dayOf(dates?.[1]) })}
        />
      </FilterSlot>
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
