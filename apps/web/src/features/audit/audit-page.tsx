import type { AuditKind } from '@console/contract/audit';
import { Badge, Input, Segmented, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuditColumns } from './audit-columns';
import { useAuditCounts } from './audit-counts';
import { AUDIT_KIND_PATHS, AUDIT_TAB_KINDS, auditKindOf } from './audit-paths';
import { initialQueueFilter, useSubmissions, type QueueStatus } from './list-submissions';
import { LoadMore } from '../../lib/load-more';
import { PlainCard } from '../../lib/card/plain-card';
import { PlainTable } from '../../lib/table/plain-table';
import { ReviewModerationCard } from './review-moderation-card';

/** /audit/records, /audit/licences and /audit/activities (roles op/admin): the queues (DESIGN §4). */
export function AuditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const kind = auditKindOf(pathname);
  const initial = initialQueueFilter(kind);
  const [status, setStatus] = useState<QueueStatus>(initial.status);
  const [keyword, setKeyword] = useState(initial.keyword);
  const counts = useAuditCounts();
  const submissions = useSubmissions({ kind, status, keyword });
  const columns = useAuditColumns();
  const rows = submissions.data?.pages.flatMap((page) => page.submissions) ?? [];

  const tabLabel = (key: AuditKind) => (
    <Space size={6}>
      {t(`auditPage.kind.${key}`)}
      <Badge count={counts.data?.[key] ?? 0} showZero={false} data-testid={`audit-count-${key}`} />
    </Space>
  );

  return (
    <PlainCard>
      <Tabs
        activeKey={kind}
        onChange={(key) => void navigate(AUDIT_KIND_PATHS[key as AuditKind])}
        items={AUDIT_TAB_KINDS.map((key) => ({ key, label: tabLabel(key) }))}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<QueueStatus>
          value={status}
          onChange={setStatus}
          options={[
            { value: 'pending', label: t('auditPage.filter.pending') },
            { value: 'decided', label: t('auditPage.filter.decided') },
          ]}
          data-testid="audit-status-filter"
        />
        <Input.Search
          allowClear
          placeholder={t('auditPage.keyword')}
          onSearch={(value) => setKeyword(value.trim())}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="audit-keyword"
        />
      </Space>
      <PlainTable
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={submissions.isPending}
        pageSize={false}
        scroll={{ x: 700 }}
        emptyText={t('auditPage.empty')}
        rowProps={(row) => ({ 'data-testid': `audit-row-${row.id}` })}
      />
      <LoadMore pages={submissions} label={t('auditPage.loadMore')} testId="audit-load-more" />
      <ReviewModerationCard />
    </PlainCard>
  );
}
