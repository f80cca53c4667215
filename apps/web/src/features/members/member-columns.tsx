import { MEMBER_MOVES, type MemberMove, type MerchantMember } from '@console/contract/merchants';
import { Badge, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { useAbilities } from '../../lib/merchant/merchant-context';
import type { PlainColumn } from '../../lib/table/plain-table';
import { useCanViewTrail } from '../../lib/trail/object-trail';
import { useRemoveMember } from './api/remove-member';
import { statusMoveOf } from './member-action-rules';
import { useSignOutEverywhere } from './member-sign-out';
import { useUpdateMember } from './api/update-member';

type Options = {
  onEdit: (member: MerchantMember) => void;
  /** Opens the member's history (docs/web.md "Trail page"); offered to those who may read it. */
  onHistory: (member: MerchantMember) => void;
  /** Opens the member's sign-ins (docs/auth.md "Sign-ins"); offered to the owner only. */
  onSignIns: (member: MerchantMember) => void;
};

export function useMemberColumns({
  onEdit,
  onHistory,
  onSignIns,
}: Options): PlainColumn<MerchantMember>[] {
  const { t } = useTranslation();
  const canViewTrail = useCanViewTrail();
  // docs/auth.md "Sign-ins": the owner's alone, not member:manage's.
  const isOwner = useAbilities().isOwner;
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const signOut = useSignOutEverywhere();

  // Every destructive action asks first (DESIGN §5).
  const moveStatus = async (member: MerchantMember, move: MemberMove) => {
    if (move === 'disable') {
      const confirmed = await confirmDialog({
        title: t('members.disable'),
        content: t('members.disable.confirm', { name: member.nickname }),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        danger: true,
      });
      if (!confirmed) return;
    }
    await update.mutateAsync({ userId: member.userId, status: MEMBER_MOVES[move].to });
    toast.success(t('members.update.success'));
  };

  const removeMember = async (member: MerchantMember) => {
    const confirmed = await confirmDialog({
      title: t('members.remove'),
      content: t('members.remove.confirm', { name: member.nickname }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    await remove.mutateAsync(member.userId);
    toast.success(t('members.remove.success'));
  };

  return [
    {
      title: t('members.member'),
      key: 'member',
      width: 200,
      render: (_, member) => (
        <div data-testid={`member-${member.userId}`}>
          <div>{member.nickname}</div>
          <div style={{ color: 'rgb(0 0 0 / 58%)', fontSize: 12 }}>{member.mobile}</div>
        </div>
      ),
    },
    {
      title: t('members.role'),
      dataIndex: 'role',
      width: 110,
      render: (role: MerchantMember['role']) => (
        <Tag color={role === 'owner' ? 'gold' : 'blue'}>{t(`members.role.${role}`)}</Tag>
      ),
    },
    {
      title: t('members.permissions'),
      key: 'permissions',
      render: (_, member) =>
        member.role === 'owner' ? (
          <Tag color="gold">{t('members.permissions.all')}</Tag>
        ) : member.permissions.length === 0 ? (
          <span style={{ color: 'rgb(0 0 0 / 58%)' }}>{t('members.permissions.none')}</span>
        ) : (
          <Space size={[4, 4]} wrap>
            {member.permissions.map((key) => (
              <Tag key={key}>{t(`permission.${key}`)}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('members.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: MerchantMember['status']) => (
        <Badge
          status={status === 'active' ? 'success' : 'default'}
          text={t(`members.status.${status}`)}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 300,
      render: (_, member) => {
        const signIns = isOwner && (
          <Button
            type="link"
            size="small"
            onClick={() => onSignIns(member)}
            data-testid={`member-sign-ins-${member.userId}`}
          >
            {t('members.signIns')}
          </Button>
        );
        const history = canViewTrail && (
          <Button
            type="link"
            size="small"
            onClick={() => onHistory(member)}
            data-testid={`member-history-${member.userId}`}
          >
            {t('members.history')}
          </Button>
        );
        // DESIGN §4: the owner cannot be changed or removed (it is offered no move), nor signed
        // out here (their own other devices are /setting/account's).
        const move = statusMoveOf(member);
        if (move === null) {
          return signIns || history ? (
            <Space size={0} wrap>
              {signIns}
              {history}
            </Space>
          ) : null;
        }
        return (
          <Space size={0} wrap>
            <Button
              type="link"
              size="small"
              onClick={() => onEdit(member)}
              data-testid={`member-edit-${member.userId}`}
            >
              {t('members.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => void moveStatus(member, move).catch(() => undefined)}
              loading={update.isPending && update.variables?.userId === member.userId}
              data-testid={`member-status-${member.userId}`}
            >
              {t(`members.${move}`)}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => void removeMember(member).catch(() => undefined)}
              loading={remove.isPending && remove.variables === member.userId}
              data-testid={`member-remove-${member.userId}`}
            >
              {t('members.remove')}
            </Button>
            {signIns}
            {isOwner && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => void signOut.run(member).catch(() => undefined)}
                loading={signOut.isRunningFor(member.userId)}
                data-testid={`member-sign-out-${member.userId}`}
              >
                {t('members.signOut')}
              </Button>
            )}
            {history}
          </Space>
        );
      },
    },
  ];
}
