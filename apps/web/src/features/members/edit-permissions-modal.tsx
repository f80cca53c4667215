import type { MerchantMember } from '@console/contract/merchants';
import type { PermissionKey } from '@console/contract/roles';
import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useUpdateMember } from './api/update-member';
import { PermissionPicker } from './permission-picker';

type Props = { member: MerchantMember; onClose: () => void };

/** Replace a sub-account's keys; only keys the current user holds can be granted. */
export function EditPermissionsModal({ member, onClose }: Props) {
  const { t } = useTranslation();
  const [permissions, setPermissions] = useState<PermissionKey[]>(member.permissions);
  const update = useUpdateMember();
  const save = async () => {
    await update.mutateAsync({ userId: member.userId, permissions });
    toast.success(t('members.update.success'));
    onClose();
  };
  return (
    <Modal
      open
      title={`${t('members.edit')} · ${member.nickname}`}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      okButtonProps={{ 'data-testid': 'permissions-save' }}
    >
      <Typography.Paragraph type="secondary">{t('members.permissions.hint')}</Typography.Paragraph>
      <PermissionPicker value={permissions} onChange={setPermissions} />
    </Modal>
  );
}
