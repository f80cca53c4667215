import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import {
  isSecondFactorChallenge,
  type LoginContent,
  type SecondFactorChallenge,
} from '@console/contract/second-factor';
import type { SessionContent } from '@console/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/controls/button';
import { Checkbox } from '../../lib/controls/checkbox';
import { TextField } from '../../lib/controls/text-field';
import { toast } from '../../lib/feedback';
import { fieldErrorsOf } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useCheckedFields } from '../../lib/forms/use-checked-fields';
import { CaptchaTextField, MobileTextField, sendCodeToMobile } from './code-text-fields';
import { completeSignIn } from './complete-sign-in';
import styles from './login-page.module.css';
import { useLogin } from './api/login';
import { useLoginByCaptcha } from './api/login-by-captcha';
import { useCaptchaSender } from './use-captcha-sender';

export type LoginMethod = 'password' | 'captcha';
type Name = 'username' | 'password' | 'mobile' | 'captcha';

/** Each method's fields, and the form name its ids are made of. */
const methods = {
  password: { form: 'login', names: ['username', 'password'] },
  captcha: { form: 'loginCaptcha', names: ['mobile', 'captcha'] },
} as const satisfies Record<LoginMethod, { form: string; names: readonly Name[] }>;

type Props = {
  method: LoginMethod;
  onSignedIn: () => void;
  onForgot: () => void;
  /** A right first factor of an account with a second factor (docs/auth.md "Signing in"). */
  onSecondFactor: (challenge: SecondFactorChallenge['secondFactor'], remember: boolean) => void;
  /**
   * Signing in with a passkey alone (docs/auth.md "Passkeys"), composed in by the app; its
   * refusals are told where they happen (the client's toast, the browser prompt's).
   */
  onPasskey?: () => Promise<SessionContent>;
};

/**
 * spec §2/§3 sign-in: username (mail or mobile, DESIGN §3) + password, or "other methods": the
 * mobile and a one-time code sent to it; remember me, forgot password, submit. One form for both:
 * what is typed stays when the method changes. Drawn without antd: the first visit to /login has
 * a budget (docs/web.md "Delivery").
 */
export function LoginForm({ method, onSignedIn, onForgot, onSecondFactor, onPasskey }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { form, names } = methods[method];
  // The ids antd's forms gave their inputs (`<form name>_<field>`): browser tests and password
  // managers find the fields by them.
  const idOf = (name: Name) => `${form}_${name}`;
  const fields = useCheckedFields(
    {
      username: rules.username,
      password: rules.password,
      mobile: rules.mobile,
      captcha: rules.captcha,
    },
    { username: '', password: '', mobile: '', captcha: '' },
    idOf,
  );
  const [remember, setRemember] = useState(true);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const byPassword = useLogin();
  const byCaptcha = useLoginByCaptcha();
  const captcha = useCaptchaSender('login');
  const { values } = fields;
  const pending = byPassword.isPending || byCaptcha.isPending;

  const requestSession = (): Promise<LoginContent> =>
    method === 'password'
      ? byPassword.mutateAsync({ username: values.username.trim(), password: values.password })
      : byCaptcha.mutateAsync({ mobile: values.mobile.trim(), captcha: values.captcha.trim() });

  const finish = async (session: SessionContent) => {
    await completeSignIn(session, remember);
    toast.success(t('login.success'));
    onSignedIn();
  };

  const signIn = async () => {
    try {
      const answer = await requestSession();
      if (isSecondFactorChallenge(answer)) {
        onSecondFactor(answer.secondFactor, remember);
        return;
      }
      await finish(answer);
    } catch (error) {
      fields.showErrors(fieldErrorsOf(error, names));
    }
  };

  const signInWithPasskey = async (ask: () => Promise<SessionContent>) => {
    setPasskeyPending(true);
    try {
      await finish(await ask());
    } catch {
      // Already told: the server's refusal by the client's toast, the browser's by its prompt.
    } finally {
      setPasskeyPending(false);
    }
  };

  return (
    <form id={form} onSubmit={fields.submitter(signIn, pending, names)} noValidate>
      {method === 'password' ? (
        <>
          <TextField
            {...fields.field('username')}
            icon={UserOutlined}
            label={t('login.username.placeholder')}
            autoComplete="username"
          />
          <TextField
            {...fields.field('password')}
            type="password"
            icon={LockOutlined}
            label={t('login.password.placeholder')}
            revealLabel={t('login.password.show')}
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <MobileTextField {...fields.field('mobile')} label={t('login.mobile.placeholder')} />
          <CaptchaTextField
            {...fields.field('captcha')}
            label={t('login.captcha.placeholder')}
            sender={captcha}
            onSend={() => sendCodeToMobile(fields, captcha)}
          />
        </>
      )}
      <div className={styles.options}>
        <Checkbox checked={remember} onChange={setRemember} data-testid="remember-me">
          {t('login.remember')}
        </Checkbox>
        {method === 'password' ? (
          <Button variant="link" size="large" onClick={onForgot} data-testid="forgot-password">
            {t('login.forgot')}
          </Button>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="primary"
        size="large"
        block
        loading={pending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
      {onPasskey ? (
        <Button
          size="large"
          block
          icon={KeyOutlined}
          loading={passkeyPending}
          className={styles.passkey}
          onClick={() => void signInWithPasskey(onPasskey)}
          data-testid="login-passkey"
        >
          {t('login.passkey')}
        </Button>
      ) : null}
    </form>
  );
}
