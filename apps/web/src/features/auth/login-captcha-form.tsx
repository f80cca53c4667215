import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useLoginByCaptcha } from './login-by-captcha';
import { completeSignIn } from './complete-sign-in';
import { CaptchaButton } from './captcha-button';

type Values = { mobile: string; captcha: string; remember: boolean };

/** "Sign in with other methods": the mobile number and a one-time code sent to it. */
export function LoginCaptchaForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
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
      <Form.Item name="mobile" rules={rules.mobile} validateFirst>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.mobile.placeholder')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="captcha" rules={rules.captcha} validateFirst noStyle>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.captcha.placeholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <CaptchaButton form={form} target="mobile" purpose="login" />
        </Space.Compact>
      </Form.Item>
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
