import { Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { useLoginByCaptcha } from './login-by-captcha';
import { completeSignIn } from './complete-sign-in';
import { CaptchaField, MobileField } from './code-fields';

type Values = { mobile: string; captcha: string; remember: boolean };

/** "Sign in with other methods": the mobile number and a one-time code sent to it. */
export function LoginCaptchaForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const login = useLoginByCaptcha();

  const onFinish = async ({ mobile, captcha, remember }: Values) => {
    try {
      const session = await login.mutateAsync({ mobile: mobile.trim(), captcha: captcha.trim() });
      await completeSignIn(session, remember);
      toast.success(t('login.success'));
      onSignedIn();
    } catch (error) {
      applyFieldErrors(form, error, ['mobile', 'captcha']);
    }
  };

  return (
    <Form
      form={form}
      name="loginCaptcha"
      size="large"
      validateTrigger="onChange"
      initialValues={{ remember: true }}
      onFinish={(values) => void onFinish(values)}
    >
      <MobileField placeholder={t('login.mobile.placeholder')} />
      <CaptchaField
        form={form}
        target="mobile"
        purpose="login"
        placeholder={t('login.captcha.placeholder')}
      />
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 20 }}>
        <Checkbox data-testid="remember-me">{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={login.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
