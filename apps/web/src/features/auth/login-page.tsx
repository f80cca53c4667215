import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import type { SessionContent } from '@console/contract/auth';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../lib/controls/button';
import { safeRedirect } from '../../lib/routing/safe-redirect';
import { useSessionStore } from '../../lib/session/session-store';
import { lazyInAntdScope } from '../../lib/theme/load-antd-scope';
import { AuthShell } from './auth-shell';
import styles from './login-page.module.css';
import { LoginForm, type LoginMethod } from './login-form';
import { SecondFactorStep } from './second-factor-step';
import type { SecondFactorChallenge } from '@console/contract/second-factor';

// Drawn with antd, so loaded on demand with an antd scope of its own: the first visit to
// /login downloads no antd (docs/web.md "Delivery").
const ResetPasswordModal = lazyInAntdScope(() =>
  import('./reset-password-modal').then((m) => m.ResetPasswordModal),
);

/** Where a user without a required second factor is led after signing in. */
const SECOND_FACTOR_SETUP = '/setting/account#second-factor';

type Props = {
  /**
   * Passkeys (docs/auth.md "Passkeys"), composed in by the app where the browser has them:
   * signing in with one alone, or giving one as the second factor of a ticket.
   */
  passkey?: {
    signIn: () => Promise<SessionContent>;
    secondFactor: (ticket: string) => Promise<SessionContent>;
  };
};

/** spec §2 /login: after sign-in the `redirect` target (the guard's), or the index. */
export function LoginPage({ passkey }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<LoginMethod>('password');
  const [resetOpen, setResetOpen] = useState(false);
  const [pending, setPending] = useState<{
    challenge: SecondFactorChallenge['secondFactor'];
    remember: boolean;
  } | null>(null);

  // docs/auth.md "Required": a user a merchant or a role requires a second factor of is led to
  // set one up first.
  const onSignedIn = () => {
    const required = useSessionStore.getState().user?.secondFactorRequiredBy ?? [];
    const target =
      required.length > 0 ? SECOND_FACTOR_SETUP : (safeRedirect(params.get('redirect')) ?? '/');
    void navigate(target, { replace: true });
  };
  const other: LoginMethod = method === 'password' ? 'captcha' : 'password';

  if (pending) {
    return (
      <AuthShell title={t('login.secondFactor.title')}>
        <SecondFactorStep
          challenge={pending.challenge}
          remember={pending.remember}
          onSignedIn={onSignedIn}
          onRestart={() => setPending(null)}
          onPasskey={passkey?.secondFactor}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('login.title')}>
      <LoginForm
        method={method}
        onSignedIn={onSignedIn}
        onForgot={() => setResetOpen(true)}
        onSecondFactor={(challenge, remember) => setPending({ challenge, remember })}
        onPasskey={passkey?.signIn}
      />
      <div className={styles.divider}>
        <span>{t('login.otherMethods')}</span>
      </div>
      <div className={styles.more}>
        <Button
          shape="round"
          icon={other === 'captcha' ? MobileOutlined : LockOutlined}
          onClick={() => setMethod(other)}
          data-testid={`login-method-${other}`}
        >
          {t(other === 'captcha' ? 'login.method.captcha' : 'login.method.password')}
        </Button>
        <span className={styles.muted}>
          {t('login.noAccount')}{' '}
          <Link to="/register" data-testid="sign-up">
            {t('login.signUp')}
          </Link>
        </span>
      </div>
      {resetOpen ? (
        <Suspense fallback={null}>
          <ResetPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} />
        </Suspense>
      ) : null}
    </AuthShell>
  );
}
