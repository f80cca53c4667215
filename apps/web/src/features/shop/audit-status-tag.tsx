import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type AuditStatus = 'none' | 'draft' | 'pending' | 'approved' | 'rejected' | 'expired';

const colours: Record<AuditStatus, string> = {
  none: 'default',
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  expired: 'warning',
};

export function AuditStatusTag({ status, testId }: { status: AuditStatus; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} data-testid={testId} data-status={status}>
      {t(`shopInfo.status.${status}`)}
    </Tag>
  );
}
