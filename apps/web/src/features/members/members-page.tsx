import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MerchantMember } from '@console/contract/merchants';
import { Button, Card, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '../../lib/lazy-result';
import { AuthAction } from '../../lib/auth-action';
import { PlainTable } from '../../lib/table/plain-table';
import { useMembers } from '../../lib/api/list-members';
import { useMemberColumns } from './member-columns';
import { SecondFactorRequirement } from './second-factor-requirement';

// The dialogs (Modal, Form, Input, Checkbox) load when first opened (docs/web.md "Delivery").
const InviteMemberModal = lazy(() =>
  import('./invite-member-modal').then((m) => ({ default: m.InviteMemberModal })),
);
const EditPermissionsModal = lazy(() =>
  import('./edit-permissions-modal').then((m) => ({ default: m.EditPermissionsModal })),
);
const MemberHistoryDrawer = lazy(() =>
  import('./member-history-drawer').then((m) => ({ default: m.MemberHistoryDrawer })),
);
const MemberSignInsDrawer = lazy(() =>
  import('./member-sign-ins-drawer').then((m) => ({ default: m.MemberSignInsDrawer })),
);

/** /account/sub (permission member:manage): the current merchant's members (DESIGN §4). */
export function MembersPage() {
  const { t } = useTranslation();
  const members = useMembers();
  const [inviting, setInviting] = useState(false);
  // Once opened, the invite dialog stays mounted so that closing it animates.
  const [inviteOpened, setInviteOpened] = useState(false);
  const [editing, setEditing] = useState<MerchantMember | null>(null);
  // Once opened, the history drawer stays mounted so that closing it animates.
  const [history, setHistory] = useState<{ member: MerchantMember | null } | null>(null);
  // The same for the sign-ins drawer (the owner's, docs/auth.md "Sign-ins").
  const [signIns, setSignIns] = useState<{ member: MerchantMember | null } | null>(null);
  const columns = useMemberColumns({
    onEdit: setEditing,
    onHistory: (member) => setHistory({ member }),
    onSignIns: (member) => setSignIns({ member }),
  });

  const invite = (
    <AuthAction permission="member:manage">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => {
          setInviteOpened(true);
          setInviting(true);
        }}
        data-testid="invite-member"
      >
        {t('members.invite')}
      </Button>
    </AuthAction>
  );

  return (
    <Card
      title={t('route.account.sub')}
      extra={
        <Flex gap={16} align="center" wrap>
          <SecondFactorRequirement />
          {invite}
        </Flex>
      }
    >
      {members.isError ? (
        <LazyResult
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
        <PlainTable<MerchantMember>
          rowKey="id"
          columns={columns}
          dataSource={members.data ?? []}
          loading={members.isPending && members.fetchStatus !== 'idle'}
          emptyText={t('members.empty')}
          pageSize={20}
          scroll={{ x: 760 }}
          data-testid="members-table"
        />
      )}
      {inviteOpened && (
        <Suspense fallback={null}>
          <InviteMemberModal open={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditPermissionsModal member={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {history && (
        <Suspense fallback={null}>
          <MemberHistoryDrawer
            member={history.member}
            onClose={() => setHistory({ member: null })}
          />
        </Suspense>
      )}
      {signIns && (
        <Suspense fallback={null}>
          <MemberSignInsDrawer
            member={signIns.member}
            onClose={() => setSignIns({ member: null })}
          />
        </Suspense>
      )}
    </Card>
  );
}
