import { DownloadOutlined } from '@ant-design/icons';
import type { CustomerEntry } from '@console/contract/customers';
import { Alert, Button, Empty, Flex } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/feedback';
import { isApiError } from '../../lib/http/api-error';
import { LoadMore } from '../../lib/load-more';
import { PlainTable } from '../../lib/table/plain-table';
import type { CustomerFilter } from './api/keys';
import { exportCustomers } from './api/export-customers';
import { useCustomers } from './api/list-customers';
import { CUSTOMER_TABLE_MIN_WIDTH, useCustomerColumns } from './customers-columns';
import { CustomersFilters } from './customers-filters';
import {
  customerFilterParams,
  isCustomerFilterActive,
  parseCustomerFilter,
} from './customers-url-filter';

// The drawer (antd Drawer, TextArea) loads with the first customer opened.
const CustomerDrawer = lazy(() =>
  import('./customer-drawer').then((m) => ({ default: m.CustomerDrawer })),
);

const positiveId = (value: string | null) =>
  value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * /eva?tab=customers (docs/customers.md "Web"): search, tags, sort, keyset table, CSV export,
 * detail drawer.
 */
export function CustomersTab() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filter = useMemo(() => parseCustomerFilter(new URLSearchParams(query)), [query]);
  const openId = positiveId(searchParams.get('customer'));
  const customers = useCustomers(filter);
  const [isExporting, setExporting] = useState(false);
  const rows = useMemo(
    () => customers.data?.pages.flatMap((page) => page.customers) ?? [],
    [customers.data],
  );

  const setFilter = (next: CustomerFilter) =>
    setSearchParams(customerFilterParams(next), { replace: true });
  const setOpenId = (id: number | null) => {
    const params = customerFilterParams(filter);
    if (id !== null) params.set('customer', String(id));
    setSearchParams(params, { replace: true });
  };
  const columns = useCustomerColumns(setOpenId);
  async function exportCsv() {
    setExporting(true);
    try {
      await exportCustomers(filter, t('customers.export.failed'));
      toast.success(t('customers.export.done'));
    } catch (error) {
      toast.error(
        isApiError(error) && error.message ? error.message : t('customers.export.failed'),
      );
    } finally {
      setExporting(false);
    }
  }
  const failedFirstPage = customers.isError && rows.length === 0;
  const isEmpty = rows.length === 0 && !customers.isLoading && !customers.isError;

  return (
    <div data-testid="customers-tab">
      <Flex wrap gap={12} justify="space-between" align="flex-start" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <CustomersFilters filter={filter} onChange={setFilter} />
        </div>
        <Button
          icon={<DownloadOutlined />}
          loading={isExporting}
          disabled={isEmpty}
          onClick={() => void exportCsv()}
          data-testid="customers-export"
        >
          {t('customers.export.button')}
        </Button>
      </Flex>
      {failedFirstPage ? (
        <Alert
          type="error"
          showIcon
          title={t('customers.error')}
          description={customers.error.message}
          action={
            <Button size="small" onClick={() => void customers.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="customers-error"
        />
      ) : isEmpty ? (
        <Empty
          style={{ padding: '48px 0' }}
          data-testid="customers-empty"
          description={
            isCustomerFilterActive(filter) ? t('customers.noMatch') : t('customers.empty')
          }
        >
          {isCustomerFilterActive(filter) && (
            <Button onClick={() => setFilter({ sort: filter.sort })}>
              {t('customers.filter.reset')}
            </Button>
          )}
        </Empty>
      ) : (
        <PlainTable<CustomerEntry>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={customers.isLoading}
          emptyText=""
          pageSize={false}
          size="middle"
          scroll={{ x: CUSTOMER_TABLE_MIN_WIDTH }}
          rowProps={(row) => ({
            'data-testid': `customer-row-${row.id}`,
            onClick: () => setOpenId(row.id),
            style: { cursor: 'pointer' },
          })}
          data-testid="customers-table"
        />
      )}
      <LoadMore
        pages={customers}
        label={t('customers.loadMore')}
        testId="customers-load-more"
        failed={{ title: t('customers.error'), retry: t('common.retry') }}
      />
      {openId !== null && (
        <Suspense fallback={null}>
          <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
