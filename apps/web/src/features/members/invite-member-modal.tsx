import type { PermissionKey } from '@console/contract/roles';
import { Form, Input, Modal, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useInviteMember } from './api/invite-member';
import { PermissionPicker } from './permission-picker';

type Channel = 'mobile' | 'mail';
type Values = { mobile?: string; mail?: string; permissions: PermissionKey[] };

/** Invite a registered user by mobile or mail, with the keys granted (DESIGN §4 sub-accounts). */
export function InviteMemberModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [channel, setChannel] = useState<Channel>('mobile');
  const invite = useInviteMember();

  const submit = async () => {
    const values = await form.validateFields();
    const target = channel === 'mobile' ? { mobile: values.mobile } : { mail: values.mail };
    try {
      await invite.mutateAsync({ ...target, permissions: values.permissions ?? [] });
      toast.success(t('members.invite.success'));
      form.resetFields();
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['mobile', 'mail', 'permissions']);
    }
  };

  return (
    <Modal
      title={t('members.invite')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={invite.isPending}
      okButtonProps={{ 'data-testid': 'invite-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="invite" initialValues={{ permissions: [] }}>
        <Form.Item label={t('members.invite.by')}>
          <Segmented<Channel>
            value={channel}
            onChange={setChannel}
            options={[
              { value: 'mobile', label: t('members.invite.byMobile') },
              {
                value: 'mail',
                label: <span data-testid="invite-by-mail">{t('members.invite.byMail')}</span>,
              },
            ]}
          />
        </Form.Item>
        {channel === 'mobile' ? (
          <Form.Item
            name="mobile"
            label={t('members.invite.byMobile')}
            rules={rules.mobile}
            validateFirst
          >
            <Input inputMode="numeric" maxLength={11} autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item
            name="mail"
            label={t('members.invite.byMail')}
            rules={rules.mail}
            validateFirst
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        )}
        <Typography.Paragraph type="secondary">{t('members.invite.hint')}</Typography.Paragraph>
        <Form.Item
          name="permissions"
          label={t('members.permissions')}
          extra={t('members.permissions.hint')}
        >
          <PermissionPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
