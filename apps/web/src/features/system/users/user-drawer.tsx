import type { SystemUser } from '@console/contract/system-users';
import { Button, Drawer, Form, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import { useRoleChoices } from '../api/list-roles';
import { useSaveUser } from '../api/save-record';
import { UserFields } from './user-fields';
import { bodyOf, USER_FIELDS, valuesOf, type UserValues } from './user-values';

type Props = {
  /** The user edited, `null` for a new one; closed when `open` is false. */
  user: SystemUser | null;
  open: boolean;
  onClose: () => void;
};

/** Creates or edits a user; the server's field messages (1001) show under the fields. */
export function UserDrawer({ user, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserValues>();
  const save = useSaveUser();
  // A new user starts with the default role, as a sign-up gets it.
  const roles = useRoleChoices().data?.list;
  const defaultRoleId = roles?.find((role) => role.default_role === 1)?.id;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(user, defaultRoleId === undefined ? [] : [defaultRoleId]));
  }, [open, user, form, defaultRoleId]);

  const submit = async (values: UserValues) => {
    try {
      await save.mutateAsync(bodyOf(values, user?.id ?? null));
      toast.success(t(user ? 'system.saved' : 'system.user.added'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, USER_FIELDS);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(user ? 'system.user.edit' : 'system.user.new')}
      size={520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="user-save"
          >
            {t('common.save')}
          </Button>
        </Space>
      }
      data-testid="user-drawer"
    >
      <Form<UserValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={valuesOf(user)}
      >
        <UserFields isNew={!user} />
      </Form>
    </Drawer>
  );
}
