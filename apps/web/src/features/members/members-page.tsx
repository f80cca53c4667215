import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MerchantMember } from '@console/contract/merchants';
import { Button, Card, Result, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthAction } from '../../lib/auth-action';
import { EditPermissionsModal } from './edit-permissions-modal';
import { InviteMemberModal } from './invite-member-modal';
import { useMembers } from './list-members';
import { useMemberColumns } from './member-columns';

/** /account/sub (permission member:manage): the current merchant's members (DESIGN §4). */
export function MembersPage() {
  const { t } = useTranslation();
  const members = useMembers();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<MerchantMember | null>(null);
  const columns = useMemberColumns({ onEdit: setEditing });

  const invite = (
    <AuthAction permission="member:manage">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setInviting(true)}
        data-testid="invite-member"
      >
        {t('members.invite')}
      </Button>
    </AuthAction>
  );

  return (
    <Card title={t('route.account.sub')} extra={invite}>
      {members.isError ? (
        <Result
          status="warning"
          title={t('members.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void members.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="members-error"
        />
      ) : (
        <Table<MerchantMember>
          rowKey="id"
          columns={columns}
          dataSource={members.data ?? []}
          loading={members.isPending && members.fetchStatus !== 'idle'}
          locale={{ emptyText: t('members.empty') }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 760 }}
          data-testid="members-table"
        />
      )}
      <InviteMemberModal open={inviting} onClose={() => setInviting(false)} />
      {editing ? <EditPermissionsModal member={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
