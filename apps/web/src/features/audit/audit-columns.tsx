import type { AuditSubmission } from '@console/contract/audit';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date';

const STATUS_COLOR = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
} as const;

export function useAuditColumns(): TableColumnsType<AuditSubmission> {
  const { t } = useTranslation();
  return [
    { title: t('auditPage.title'), dataIndex: 'title', ellipsis: true },
    { title: t('auditPage.submitter'), render: (_, row) => row.submitter.nickname, width: 140 },
    {
      title: t('auditPage.submittedAt'),
      render: (_, row) => formatDateTime(row.createdAt),
      width: 180,
    },
    {
      title: t('auditPage.status'),
      width: 110,
      render: (_, row) => (
        <Tag color={STATUS_COLOR[row.status]}>{t(`auditPage.status.${row.status}`)}</Tag>
      ),
    },
    {
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
