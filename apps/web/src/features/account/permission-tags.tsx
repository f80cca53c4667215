import type { MemberRole, PermissionKey } from '@console/contract/roles';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The keys a membership holds: the owner holds all (DESIGN §4). */
export function PermissionTags({ role, keys }: { role: MemberRole; keys: PermissionKey[] }) {
  const { t } = useTranslation();
  if (role === 'owner') return <Tag color="gold">{t('members.permissions.all')}</Tag>;
  if (keys.length === 0) return <span>{t('members.permissions.none')}</span>;
  return (
    <Space size={[4, 4]} wrap>
      {keys.map((key) => (
        <Tag key={key}>{t(`permission.${key}`)}</Tag>
      ))}
    </Space>
  );
}
