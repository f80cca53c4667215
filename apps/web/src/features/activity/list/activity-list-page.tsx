import type { Activity } from '@console/contract/activities';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Authorized } from '../../../lib/authorized';
import { PlainTable } from '../../../lib/table/plain-table';
import type { ActivityFilter } from '../api/keys';
import { useActivities } from '../api/list-activities';
import { useActivityColumns } from './activity-list-columns';
import {
  activityFilterParams,
  DEFAULT_ACTIVITY_SORT,
  isActivityFilterActive,
  parseActivityFilter,
} from './activity-list-url-filter';
import { ActivityListFilters } from './activity-list-filters';
import { PlainCard } from '../../../lib/card/plain-card';
import { LoadMore } from '../../../lib/load-more';

// The error Result loads when the list fails (as on /shop/order), not with the list.
const LazyResult = lazy(() => import('antd/es/result'));

function NewActivityButton({ label }: { label: string }) {
  const navigate = useNavigate();
  return (
    <Authorized permission="activity:edit">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate('/activity/new')}
        data-testid="activity-new"
      >
        {label}
      </Button>
    </Authorized>
  );
}

/** Nothing at all yet leads to the first activity; nothing matching offers to clear filters. */
function ActivityListEmpty({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="activity-empty"
      style={{ padding: '48px 0' }}
      description={
        isFiltered ? (
          t('activityList.noMatch.title')
        ) : (
          <>
            <div style={{ fontWeight: 500 }}>{t('activityList.empty.title')}</div>
            <div>{t('activityList.empty.description')}</div>
          </>
        )
      }
    >
      {isFiltered ? (
        <Button onClick={onClear}>{t('activityList.noMatch.clear')}</Button>
      ) : (
        <NewActivityButton label={t('activityList.empty.create')} />
      )}
    </Empty>
  );
}

/**
 * /activity/list (docs/web.md "Activities"): filters kept in the URL, keyset "load more", row
 * actions by state.
 */
export function ActivityListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // Keyed by the query string: the same URL gives the same filter object (the query key).
  const filter = useMemo(() => parseActivityFilter(new URLSearchParams(query)), [query]);
  const activities = useActivities(filter);
  const columns = useActivityColumns();
  const rows: Activity[] = activities.data?.pages.flatMap((page) => page.activities) ?? [];
  // A filter change replaces the URL: the same page in the same tab, and Back leaves the list.
  const setFilter = (next: ActivityFilter) =>
    setSearchParams(activityFilterParams(next), { replace: true });
  const clearFilters = () => setFilter({ sort: filter.sort ?? DEFAULT_ACTIVITY_SORT });

  const failedFirstPage = activities.isError && rows.length === 0;
  const isEmpty = rows.length === 0 && !activities.isLoading && !activities.isError;

  return (
    <PlainCard>
      <Flex wrap gap={12} justify="space-between" align="flex-start" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <ActivityListFilters filter={filter} onChange={setFilter} />
        </div>
        <NewActivityButton label={t('activityList.new')} />
      </Flex>
      {failedFirstPage ? (
        <Suspense fallback={null}>
          <LazyResult
            status="error"
            title={t('activityList.error.title')}
            subTitle={activities.error.message}
            extra={
              <Button type="primary" onClick={() => void activities.refetch()}>
                {t('activityList.error.retry')}
              </Button>
            }
            data-testid="activity-error"
          />
        </Suspense>
      ) : isEmpty ? (
        <ActivityListEmpty isFiltered={isActivityFilterActive(filter)} onClear={clearFilters} />
      ) : (
        // A plain table in antd's look (docs/web.md "Delivery"): antd Table's filter tree, pager,
        // sorters and selection (~60 KB gzip) served nothing here. "Load more" below pages the
        // list.
        <PlainTable<Activity>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={activities.isLoading}
          emptyText=""
          pageSize={false}
          scroll={{ x: 1150 }}
          rowProps={(row) => ({ 'data-testid': `activity-row-${row.id}` })}
          data-testid="activity-table"
        />
      )}
      <LoadMore
        pages={activities}
        label={t('activityList.loadMore')}
        testId="activity-load-more"
        failed={{ title: t('activityList.error.title'), retry: t('activityList.error.retry') }}
      />
    </PlainCard>
  );
}
