import type { AuditSubmission } from '@console/contract/audit';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import type { PlainColumn } from '../../lib/table/plain-table';

const STATUS_COLOR = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
} as const;

export function useAuditColumns(): PlainColumn<AuditSubmission>[] {
  const { t } = useTranslation();
  return [
    { key: 'title', title: t('auditPage.title'), dataIndex: 'title', ellipsis: true },
    {
      key: 'submitter',
      title: t('auditPage.submitter'),
      render: (_, row) => row.submitter.nickname,
      width: 140,
    },
    {
      key: 'submittedAt',
      title: t('auditPage.submittedAt'),
      render: (_, row) => formatDateTime(row.createdAt),
      width: 180,
    },
    {
      key: 'status',
      title: t('auditPage.status'),
      width: 110,
      render: (_, row) => (
        <Tag color={STATUS_COLOR[row.status]}>{t(`auditPage.status.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 90,
      render: (_, row) => (
        <Link to={`/audit/submissions/${row.id}`}>
          <Button type="link" size="small">
            {t('auditPage.view')}
          </Button>
        </Link>
      ),
    },
  ];
}
