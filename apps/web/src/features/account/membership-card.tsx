import type { MyMembership } from '@console/contract/account';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { PermissionTags } from './permission-tags';

/** Me inside the current merchant, read-only (docs/account.md). */
export function MembershipCard({ membership }: { membership: MyMembership }) {
  const { t } = useTranslation();
  const { merchant, role, permissions, owner, record, licence, joinedAt } = membership;
  const validUntil = licence.validUntil
    ? t('account.validUntil', { date: licence.validUntil })
    : '';
  return (
    <Card title={t('account.current', { name: merchant.name })} data-testid="account-membership">
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('members.role')}>
          <Tag color={role === 'owner' ? 'gold' : 'blue'}>{t(`members.role.${role}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('account.owner')}>{owner?.nickname ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('members.permissions')} span={2}>
          <PermissionTags role={role} keys={permissions} />
        </Descriptions.Item>
        <Descriptions.Item label={t('account.record')}>
          {record ? t(`recordPage.status.${record.status}`) : t('account.record.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.licence')}>
          {`${t(`licencePage.status.${licence.status}`)} ${validUntil}`.trim()}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.joined')}>
          {formatDateTime(joinedAt)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
