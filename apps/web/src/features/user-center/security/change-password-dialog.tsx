import { Button, Form, Input, Modal, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../../lib/forms/field-rules';
import { useChangePassword } from './change-password';

type Values = { current: string; password: string; confirm: string };

type Props = { open: boolean; onClose: () => void };

/** /setting/account: the current password, then the new one typed twice (docs/account.md). */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const confirmRules: FormRule[] = [
    { required: true, message: t('validation.password.required') },
    ({ getFieldValue }) => ({
      validator: (_, value) =>
        !value || value === getFieldValue('password')
          ? Promise.resolve()
          : Promise.reject(new Error(t('security.password.mismatch'))),
    }),
  ];

  const onFinish = async ({ current, password }: Values) => {
    try {
      const { revoked } = await change.mutateAsync({ current, password });
      toast.success(t('security.password.changed', { count: revoked }));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['current', 'password']);
    }
  };

  return (
    <Modal
      open={open}
      title={t('security.password.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        preserve={false}
        data-testid="change-password-form"
      >
        <Form.Item
          name="current"
          label={t('security.password.current')}
          rules={[{ required: true, message: t('validation.currentPassword.required') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="password-current" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('security.password.new')}
          rules={rules.newPassword}
          validateFirst
        >
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('security.password.confirm')}
          dependencies={['password']}
          rules={confirmRules}
          validateFirst
        >
          <Input.Password autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={change.isPending}
          data-testid="password-submit"
        >
          {t('security.password.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
