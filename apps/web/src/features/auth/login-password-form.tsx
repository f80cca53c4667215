import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/controls/button';
import { Checkbox } from '../../lib/controls/checkbox';
import { TextField } from '../../lib/controls/text-field';
import { toast, wantFeedbackHolder } from '../../lib/feedback';
import { fieldErrorsOf } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useCheckedFields } from '../../lib/forms/use-checked-fields';
import { completeSignIn } from './complete-sign-in';
import styles from './login-page.module.css';
import { useLogin } from './login';

type Props = { onSignedIn: () => void; onForgot: () => void };

// The ids the antd form gave its inputs (`<form name>_<field>`): browser tests and password
// managers find the fields by them.
const ids = { username: 'login_username', password: 'login_password' } as const;

/**
 * spec §2/§3: username (mail or mobile) + password, remember me, forgot password, submit. Drawn
 * without antd: the first visit to /login has a budget (docs/web.md "Delivery").
 */
export function LoginPasswordForm({ onSignedIn, onForgot }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const fields = useCheckedFields(
    { username: rules.username, password: rules.password },
    { username: '', password: '' },
  );
  const [remember, setRemember] = useState(true);
  const login = useLogin();

  const signIn = async () => {
    const { username, password } = fields.values;
    try {
      const session = await login.mutateAsync({ username: username.trim(), password });
      await completeSignIn(session, remember);
      toast.success(t('login.success'));
      onSignedIn();
    } catch (error) {
      fields.showErrors(fieldErrorsOf(error, ['username', 'password']));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // useWriteMutation sends one request at a time; the button says so while it runs.
    if (login.isPending) return;
    const invalid = fields.validate();
    if (invalid) {
      document.getElementById(ids[invalid])?.focus();
      return;
    }
    // Its answer is told in a toast either way: the holder (antd) loads alongside the request.
    wantFeedbackHolder();
    void signIn();
  };

  return (
    <form id="login" onSubmit={submit} noValidate>
      <TextField
        id={ids.username}
        icon={UserOutlined}
        label={t('login.username.placeholder')}
        autoComplete="username"
        value={fields.values.username}
        onChange={(value) => fields.change('username', value)}
        error={fields.errors.username}
      />
      <TextField
        id={ids.password}
        type="password"
        icon={LockOutlined}
        label={t('login.password.placeholder')}
        revealLabel={t('login.password.show')}
        autoComplete="current-password"
        value={fields.values.password}
        onChange={(value) => fields.change('password', value)}
        error={fields.errors.password}
      />
      <div className={styles.options}>
        <Checkbox checked={remember} onChange={setRemember} data-testid="remember-me">
          {t('login.remember')}
        </Checkbox>
        <Button variant="link" size="large" onClick={onForgot} data-testid="forgot-password">
          {t('login.forgot')}
        </Button>
      </div>
      <Button
        type="submit"
        variant="primary"
        size="large"
        block
        loading={login.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
