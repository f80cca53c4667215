import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Result, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { AUDIT_KIND_PATHS } from './audit-paths';
import { DecisionBar } from './decision-bar';
import { toSnapshotRows } from './snapshot-rows';
import { SnapshotTable } from './snapshot-table';
import { useSubmission } from './submission-detail';

/** /audit/submissions/:id: what was submitted, what changed since the last decision, decide. */
export function AuditDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useSubmission(id);

  if (detail.isError) return <Result status="warning" title={t('errorPage.404')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const { submission, snapshot, previous, changedFields } = detail.data;
  const back = AUDIT_KIND_PATHS[submission.kind];
  const rows = toSnapshotRows(submission.kind, snapshot, previous?.snapshot ?? null, changedFields);
  return (
    <Card
      title={
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => void navigate(back)}>
          {submission.title}
        </Button>
      }
      extra={submission.status === 'pending' ? <DecisionBar submission={submission} /> : null}
      data-testid="audit-detail"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            label: t('auditPage.status'),
            children: (
              <Tag data-testid="audit-detail-status">
                {t(`auditPage.status.${submission.status}`)}
              </Tag>
            ),
          },
          { label: t('auditPage.submitter'), children: submission.submitter.nickname },
          { label: t('auditPage.submittedAt'), children: formatDateTime(submission.createdAt) },
          ...(submission.decidedBy
            ? [{ label: t('auditPage.decidedBy'), children: submission.decidedBy.nickname }]
            : []),
          ...(submission.reason
            ? [{ label: t('auditPage.reason'), children: submission.reason }]
            : []),
        ]}
      />
      {previous ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('auditPage.changedHint')}
          description={
            previous.reason ? t('auditPage.previousReason', { reason: previous.reason }) : undefined
          }
          data-testid="audit-resubmission"
        />
      ) : null}
      <SnapshotTable kind={submission.kind} rows={rows} />
    </Card>
  );
}
