import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form } from 'antd';
// Input and Password themselves: antd's `Input` index attaches TextArea, OTP, Search and Group
// too, which the sign-in page does not show (docs/web.md "Delivery").
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useLogin } from './login';
import { completeSignIn } from './complete-sign-in';

type Values = { username: string; password: string; remember: boolean };

type Props = { onSignedIn: () => void; onForgot: () => void };

/** spec §2/§3: username (mail or mobile) + password, remember me, forgot password, submit. */
export function LoginPasswordForm({ onSignedIn, onForgot }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const login = useLogin();

  const onFinish = async ({ username, password, remember }: Values) => {
    try {
      const session = await login.mutateAsync({ username: username.trim(), password });
      await completeSignIn(session, remember);
      toast.success(t('login.success'));
      onSignedIn();
    } catch (error) {
      applyFieldErrors(form, error, ['username', 'password']);
    }
  };

  return (
    <Form
      form={form}
      name="login"
      size="large"
      validateTrigger="onChange"
      initialValues={{ remember: true }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="username" rules={rules.username} validateFirst>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.username.placeholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={rules.password} validateFirst>
        <Password
          prefix={<LockOutlined />}
          placeholder={t('login.password.placeholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 20 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox data-testid="remember-me">{t('login.remember')}</Checkbox>
        </Form.Item>
        <Button type="link" onClick={onForgot} style={{ padding: 0 }} data-testid="forgot-password">
          {t('login.forgot')}
        </Button>
      </Flex>
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
