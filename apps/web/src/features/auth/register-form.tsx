import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { RegisterBody } from '@console/contract/auth';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useRegister } from './register';
import { completeSignIn } from './complete-sign-in';
import { CaptchaField, MobileField } from './code-fields';

const fieldNames = ['mail', 'password', 'mobile', 'captcha'] as const;

/** spec §3 registration payload with the spec §5 rules, checked on change. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<RegisterBody>();
  const register = useRegister();

  const onFinish = async (values: RegisterBody) => {
    try {
      const session = await register.mutateAsync({
        mail: values.mail.trim(),
        password: values.password,
        mobile: values.mobile.trim(),
        captcha: values.captcha.trim(),
      });
      // A new account is kept signed in like "remember me" (1-day cookies).
      await completeSignIn(session, true);
      toast.success(t('register.success'));
      onRegistered();
    } catch (error) {
      applyFieldErrors(form, error, fieldNames);
    }
  };

  return (
    <Form
      form={form}
      name="register"
      size="large"
      validateTrigger="onChange"
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="mail" rules={rules.mail} validateFirst>
        <Input
          prefix={<MailOutlined />}
          placeholder={t('register.mail.placeholder')}
          autoComplete="email"
        />
      </Form.Item>
      <Form.Item name="password" rules={rules.newPassword} validateFirst>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('register.password.placeholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <MobileField placeholder={t('register.mobile.placeholder')} />
      <CaptchaField
        form={form}
        target="mobile"
        purpose="register"
        placeholder={t('register.captcha.placeholder')}
      />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={register.isPending}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
    </Form>
  );
}
