import type { Order, OrderStatus } from '@console/contract/orders';
import { Alert, Button, Checkbox, Empty, Flex, Grid } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAbilities } from '../../../lib/merchant/merchant-context';
import { PlainTable } from '../../../lib/table/plain-table';
import { LazyResult } from '../lazy-dialogs';
import { LazyOrderDrawer } from '../drawer/lazy-order-drawer';
import { formatYuan } from '../../../lib/format-money';
import { useOrderSummary } from '../api/get-order-summary';
import { useOrders } from '../api/list-orders';
import { OrdersBulkBar } from '../bulk/orders-bulk-bar';
import { ORDER_TABLE_MIN_WIDTH, useOrderColumns } from './orders-columns';
import { OrdersExportButton } from '../export/orders-export-button';
import type { OrderFilter } from '../api/keys';
import {
  isOrderFilterActive,
  openOrderOf,
  orderFilterParams,
  parseOrderFilter,
} from './orders-url-filter';
import { OrdersFilters } from './orders-filters';
import { OrdersTabs } from './orders-tabs';
import { useLiveOrders } from './use-live-orders';
import { PlainCard } from '../../../lib/card/plain-card';
import { LoadMore } from '../../../lib/load-more';

/** Nothing at all yet vs nothing matching: the second offers to clear the filters. */
function OrdersEmpty({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="orders-empty"
      data-filtered={isFiltered}
      style={{ padding: '48px 0' }}
      description={
        isFiltered ? (
          t('orders.noMatch.title')
        ) : (
          <>
            <div style={{ fontWeight: 500 }}>{t('orders.empty.title')}</div>
            <div>{t('orders.empty.description')}</div>
          </>
        )
      }
    >
      {isFiltered && <Button onClick={onClear}>{t('orders.noMatch.clear')}</Button>}
    </Empty>
  );
}

/**
 * /shop/order (docs/web.md "Orders and shop profile"): status tabs, URL filters, totals, keyset
 * list, actions, live updates.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // Keyed by the query string: the same URL gives the same filter object (the query key).
  const filter = useMemo(() => parseOrderFilter(new URLSearchParams(query)), [query]);
  const orders = useOrders(filter);
  const summary = useOrderSummary(filter);
  const live = useLiveOrders();
  const screens = Grid.useBreakpoint();
  const columns = useOrderColumns(screens.xxl === true);
  const canManage = useAbilities().can('order:manage');
  // The open order is in the URL too (`?order=5`), so the trail's link opens it (docs/web.md
  // "Trail page"); a change of filter closes it.
  const openId = openOrderOf(searchParams);
  const setOpenId = (id: number | null) => {
    const params = orderFilterParams(filter);
    if (id !== null) params.set('order', String(id));
    setSearchParams(params, { replace: true });
  };
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const rows: Order[] = useMemo(
    () => orders.data?.pages.flatMap((page) => page.orders) ?? [],
    [orders.data],
  );
  // Only rows still listed stay selected (a refresh may move an order out of the tab).
  const selected = rows.filter((row) => selectedIds.includes(row.id));

  // A filter change replaces the URL: the same page in the same tab, and Back leaves the list.
  const setFilter = (next: OrderFilter) => {
    setSelectedIds([]);
    setSearchParams(orderFilterParams(next), { replace: true });
  };
  const failedFirstPage = orders.isError && rows.length === 0;
  const isEmpty = rows.length === 0 && !orders.isLoading && !orders.isError;

  return (
    <PlainCard data-testid="orders-page">
      {live.notice && (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: live.dismiss }}
          style={{ marginBottom: 12 }}
          title={t(`orders.live.${live.notice.kind}`, { count: live.notice.count })}
          data-testid="orders-live-notice"
          data-kind={live.notice.kind}
        />
      )}
      <OrdersTabs
        status={filter.status}
        hasStatusSet={filter.statuses !== undefined}
        summary={summary.data}
        // A tab replaces a status set (both are the status).
        onChange={(status?: OrderStatus) => setFilter({ ...filter, status, statuses: undefined })}
      />
      <Flex wrap gap={12} justify="space-between" align="flex-start" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <OrdersFilters filter={filter} onChange={setFilter} />
        </div>
        <OrdersExportButton filter={filter} isEmpty={isEmpty} />
      </Flex>
      <Flex wrap gap={16} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {/* Plain bold text: antd Typography (8 KB gzip on this page) added nothing here. */}
        <strong
          style={{ fontWeight: 600 }}
          data-testid="orders-total"
          data-orders={summary.data?.total.orders}
          data-amount-cents={summary.data?.total.amountCents}
        >
          {summary.data
            ? t('orders.total', {
                orders: summary.data.total.orders,
                amount: formatYuan(summary.data.total.amountCents),
              })
            : '\u00a0'}
        </strong>
        {canManage && <OrdersBulkBar selected={selected} onDone={() => setSelectedIds([])} />}
      </Flex>
      {failedFirstPage ? (
        <Suspense fallback={null}>
          <LazyResult
            status="error"
            title={t('orders.error.title')}
            subTitle={orders.error.message}
            extra={
              <Button type="primary" onClick={() => void orders.refetch()}>
                {t('orders.error.retry')}
              </Button>
            }
            data-testid="orders-error"
          />
        </Suspense>
      ) : isEmpty ? (
        <OrdersEmpty
          isFiltered={isOrderFilterActive(filter) || filter.status !== undefined}
          onClear={() => setFilter({})}
        />
      ) : (
        // A plain table in antd's look (docs/web.md "Delivery"): antd Table's filter tree, pager,
        // sorters and radio selection (~55 KB gzip) served nothing here; "Load more" below pages
        // the list.
        <PlainTable<Order>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={orders.isLoading}
          emptyText=""
          pageSize={false}
          size="middle"
          scroll={{ x: screens.xxl ? ORDER_TABLE_MIN_WIDTH.wide : ORDER_TABLE_MIN_WIDTH.main }}
          selection={
            canManage
              ? {
                  selectedKeys: selectedIds,
                  onChange: (keys) => setSelectedIds(keys as number[]),
                  columnWidth: 40,
                  Box: Checkbox,
                }
              : undefined
          }
          rowProps={(row) => ({
            'data-testid': `order-row-${row.id}`,
            'data-status': row.status,
            onClick: () => setOpenId(row.id),
            style: { cursor: 'pointer' },
          })}
          data-testid="orders-table"
        />
      )}
      <LoadMore
        pages={orders}
        label={t('orders.loadMore')}
        testId="orders-load-more"
        failed={{ title: t('orders.error.title'), retry: t('orders.error.retry') }}
      />
      <LazyOrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </PlainCard>
  );
}
