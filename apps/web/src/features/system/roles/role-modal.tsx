import { ROLE_KEY_PATTERN, type SystemRole } from '@console/contract/system-roles';
import { PLATFORM_ROLES } from '@console/contract/roles';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import { useSaveRole } from '../api/save-record';

type Values = Pick<
  SystemRole,
  'key' | 'name' | 'nameEn' | 'desc' | 'access' | 'default_role' | 'requireSecondFactor'
>;
const FIELDS = [
  'key',
  'name',
  'nameEn',
  'desc',
  'access',
  'default_role',
  'requireSecondFactor',
] as const;

type Props = { role: SystemRole | null; open: boolean; onClose: () => void };

/**
 * Creates a role (its key only then: it never changes) or edits its names (Chinese and English),
 * desc, access, default.
 */
export function RoleModal({ role, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveRole();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? {
            key: role.key,
            name: role.name,
            nameEn: role.nameEn,
            desc: role.desc,
            access: role.access,
            default_role: role.default_role,
            requireSecondFactor: role.requireSecondFactor,
          }
        : {
            key: 'ROLE_',
            name: '',
            nameEn: '',
            desc: '',
            access: 'user',
            default_role: 0,
            requireSecondFactor: false,
          },
    );
  }, [open, role, form]);

  const submit = async ({ key, ...fields }: Values) => {
    try {
      await save.mutateAsync(role ? { id: role.id, ...fields } : { key, ...fields });
      toast.success(t(role ? 'system.saved' : 'system.role.added'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Modal
      open={open}
      title={t(role ? 'system.role.edit' : 'system.role.new')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'role-save' }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="key"
          label={t('system.role.key')}
          extra={role ? undefined : t('system.role.keyHint')}
          rules={[
            { required: true, message: t('system.role.keyRequired') },
            { pattern: ROLE_KEY_PATTERN, message: t('system.role.keyFormat') },
          ]}
        >
          <Input disabled={Boolean(role)} maxLength={45} data-testid="role-key" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('system.role.name')}
          rules={[{ required: true, message: t('system.role.nameRequired') }]}
        >
          <Input maxLength={40} data-testid="role-name" />
        </Form.Item>
        <Form.Item
          name="nameEn"
          label={t('system.role.nameEn')}
          extra={t('system.role.nameEnHint')}
        >
          <Input maxLength={40} data-testid="role-name-en" />
        </Form.Item>
        <Form.Item name="desc" label={t('system.role.desc')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item
          name="access"
          label={t('system.role.access')}
          extra={t('system.role.accessHint')}
        >
          <Select
            options={PLATFORM_ROLES.map((access) => ({
              value: access,
              label: t(`system.access.${access}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="default_role"
          label={t('system.role.default')}
          extra={t('system.role.defaultHint')}
          getValueProps={(value: 0 | 1) => ({ checked: value === 1 })}
          normalize={(checked: boolean) => (checked ? 1 : 0)}
        >
          <Switch data-testid="role-default" />
        </Form.Item>
        <Form.Item
          name="requireSecondFactor"
          label={t('system.role.require2fa')}
          extra={t('system.role.require2faHint')}
          valuePropName="checked"
        >
          <Switch data-testid="role-require-2fa" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
