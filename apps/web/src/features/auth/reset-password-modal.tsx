import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Segmented, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useResetPassword } from './api/reset-password';
import { CaptchaField, MobileField } from './code-fields';

type Channel = 'mobile' | 'mail';
type Values = {
  mobile?: string;
  mail?: string;
  captcha: string;
  password: string;
  confirm: string;
};

type Props = { open: boolean; onClose: () => void };

/** "Forgot password": a code to the mobile or the mail, then a new password typed twice. */
export function ResetPasswordModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [channel, setChannel] = useState<Channel>('mobile');
  const reset = useResetPassword();

  const confirmRules: FormRule[] = [
    { required: true, message: t('validation.password.required') },
    ({ getFieldValue }) => ({
      validator: (_, value) =>
        !value || value === getFieldValue('password')
          ? Promise.resolve()
          : Promise.reject(new Error(t('reset.mismatch'))),
    }),
  ];

  const onFinish = async (values: Values) => {
    const target = values[channel]?.trim() ?? '';
    try {
      await reset.mutateAsync({
        [channel]: target,
        captcha: values.captcha.trim(),
        password: values.password,
      });
      toast.success(t('reset.success'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, [channel, 'captcha', 'password']);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reset.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <Segmented<Channel>
        block
        value={channel}
        onChange={setChannel}
        options={[
          { value: 'mobile', label: t('reset.byMobile') },
          { value: 'mail', label: t('reset.byMail') },
        ]}
        style={{ margin: '8px 0 20px' }}
        data-testid="reset-channel"
      />
      <Form
        form={form}
        name="reset"
        size="large"
        validateTrigger="onChange"
        onFinish={(values) => void onFinish(values)}
        preserve={false}
      >
        {channel === 'mobile' ? (
          <MobileField placeholder={t('login.mobile.placeholder')} />
        ) : (
          <Form.Item name="mail" rules={rules.mail} validateFirst>
            <Input prefix={<MailOutlined />} placeholder={t('register.mail.placeholder')} />
          </Form.Item>
        )}
        <CaptchaField
          form={form}
          target={channel}
          purpose="reset"
          placeholder={t('login.captcha.placeholder')}
        />
        <Form.Item name="password" rules={rules.newPassword} validateFirst>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('reset.newPassword')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={confirmRules} validateFirst>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('reset.confirmPassword')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={reset.isPending}
          data-testid="reset-submit"
        >
          {t('reset.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
