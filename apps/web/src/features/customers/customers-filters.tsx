import { CUSTOMER_TAG_FILTER_MAX } from '@console/contract/customers';
import { Button, Flex, Input, Segmented } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFilter } from './api/keys';
import { useCustomerTags } from './api/list-customer-tags';
import { isCustomerFilterActive, tagsOf } from './customers-url-filter';

// antd's Select (multiple) loads with the tab's first tag filter, not with the page.
const Select = lazy(() =>
  import('../../lib/forms/real-select').then((m) => ({ default: m.Select })),
);

type Props = { filter: CustomerFilter; onChange: (next: CustomerFilter) => void };

/**
 * Search (name, mobile ending, pinyin initials), tags (all must match), sort (docs/customers.md
 * "List").
 */
export function CustomersFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const tags = useCustomerTags();
  const set = (patch: Partial<CustomerFilter>) => onChange({ ...filter, ...patch });
  const chosen = tagsOf(filter.tags);
  const tagWidth = { width: 260, maxWidth: '100%' };

  return (
    <Flex wrap gap={8} align="center" data-testid="customers-filters">
      <Input.Search
        key={filter.keyword ?? ''}
        allowClear
        defaultValue={filter.keyword}
        placeholder={t('customers.filter.keyword')}
        aria-label={t('customers.filter.keyword')}
        onSearch={(value) => set({ keyword: value.trim() || undefined })}
        style={{ width: 360, maxWidth: '100%' }}
        data-testid="customers-filter-keyword"
      />
      <span
        data-testid="customers-filter-tags"
        style={{ display: 'inline-flex', maxWidth: '100%' }}
      >
        <Suspense
          fallback={<Input disabled placeholder={t('customers.filter.tags')} style={tagWidth} />}
        >
          <Select
            mode="multiple"
            allowClear
            maxCount={CUSTOMER_TAG_FILTER_MAX}
            placeholder={t('customers.filter.tags')}
            aria-label={t('customers.filter.tags')}
            loading={tags.isLoading}
            value={chosen}
            onChange={(next) => {
              const list = Array.isArray(next) ? (next as string[]) : [];
              set({ tags: list.length > 0 ? list.join(',') : undefined });
            }}
            options={(tags.data ?? []).map(({ tag, count }) => ({ value: tag, label: tag, count }))}
            optionRender={(option) => `${option.label} (${option.data.count})`}
            style={tagWidth}
          />
        </Suspense>
      </span>
      <Segmented<'last_order' | 'spent'>
        value={filter.sort ?? 'last_order'}
        onChange={(sort) => set({ sort: sort === 'spent' ? 'spent' : undefined })}
        options={[
          { value: 'last_order', label: t('customers.sort.last_order') },
          { value: 'spent', label: t('customers.sort.spent') },
        ]}
        aria-label={t('customers.sort')}
        data-testid="customers-sort"
      />
      <Button
        disabled={!isCustomerFilterActive(filter)}
        onClick={() => onChange({ sort: filter.sort })}
        data-testid="customers-filter-reset"
      >
        {t('customers.filter.reset')}
      </Button>
    </Flex>
  );
}
