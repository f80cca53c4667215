import type { TrailEntry } from '@console/contract/trail';
import { Button, Empty, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTrail, type TrailFilter } from '../../lib/api/list-trail';
import { PlainCard } from '../../lib/card/plain-card';
import { LazyResult } from '../../lib/lazy-result';
import { LoadMore } from '../../lib/load-more';
import { PlainTable } from '../../lib/table/plain-table';
import { TRAIL_TABLE_MIN_WIDTH, useTrailColumns } from './trail-columns';
import { TrailEntryDetails } from './trail-entry-details';
import { TrailExportButton } from './trail-export-button';
import { TrailFilters } from './trail-filters';
import { isTrailFilterActive, parseTrailFilter, trailFilterParams } from './trail-url-filter';

/**
 * /account/trail (owner, or `trail:view`; docs/web.md "Trail page"): who did what in the merchant,
 * newest first, filtered by who, object, action and days; "load more" by the answer's
 * `nextLastId`; an entry's origin and whole before / after in its expanded row; the CSV of the
 * filter.
 */
export function TrailPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // Keyed by the query string: the same URL gives the same filter object (the query key).
  const filter = useMemo(() => parseTrailFilter(new URLSearchParams(query)), [query]);
  const trail = useTrail(filter);
  const columns = useTrailColumns();
  const rows: TrailEntry[] = useMemo(
    () => trail.data?.pages.flatMap((page) => page.entries) ?? [],
    [trail.data],
  );
  // A filter replaces the URL: the same page in the same tab (docs/web.md "Tabs").
  const setFilter = (next: TrailFilter) =>
    setSearchParams(trailFilterParams(next), { replace: true });
  const failedFirstPage = trail.isError && rows.length === 0;
  const isEmpty = rows.length === 0 && !trail.isLoading && !trail.isError;
  const isFiltered = isTrailFilterActive(filter);

  return (
    <PlainCard data-testid="trail-page">
      <Flex wrap gap={12} justify="space-between" align="flex-start" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <TrailFilters filter={filter} onChange={setFilter} />
        </div>
        <TrailExportButton filter={filter} isEmpty={isEmpty} />
      </Flex>
      {failedFirstPage ? (
        <LazyResult
          status="error"
          title={t('trail.error')}
          subTitle={trail.error.message}
          extra={
            <Button type="primary" onClick={() => void trail.refetch()}>
              {t('trail.retry')}
            </Button>
          }
          data-testid="trail-error"
        />
      ) : isEmpty ? (
        <Empty
          style={{ padding: '48px 0' }}
          description={isFiltered ? t('trail.noMatch') : t('trail.empty')}
          data-testid="trail-empty"
          data-filtered={isFiltered}
        >
          {isFiltered && <Button onClick={() => setFilter({})}>{t('trail.filter.reset')}</Button>}
        </Empty>
      ) : (
        <PlainTable<TrailEntry>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={trail.isLoading}
          emptyText=""
          pageSize={false}
          size="middle"
          scroll={{ x: TRAIL_TABLE_MIN_WIDTH }}
          expandable={{
            render: (entry) => <TrailEntryDetails entry={entry} />,
            label: (entry, isOpen) =>
              t(isOpen ? 'trail.collapse' : 'trail.expand', {
                seq: entry.seq ?? t('trail.details.unsealed'),
              }),
          }}
          rowProps={(entry) => ({
            'data-testid': `trail-row-${entry.id}`,
            'data-seq': entry.seq ?? '',
            'data-action': entry.action,
            'data-object': `${entry.objectType}:${entry.objectId}`,
            'data-actor': `${entry.actor.type}:${entry.actor.id ?? ''}`,
          })}
          data-testid="trail-table"
        />
      )}
      <LoadMore
        pages={trail}
        label={t('trail.loadMore')}
        testId="trail-load-more"
        failed={{ title: t('trail.error'), retry: t('trail.retry') }}
      />
    </PlainCard>
  );
}
