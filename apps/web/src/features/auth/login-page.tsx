import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Divider, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/routing/safe-redirect';
import { AuthShell } from './auth-shell';
import styles from './auth-shell.module.css';
import { LoginPasswordForm } from './login-password-form';

// Shown only on demand, so the first visit to /login does not download them.
const LoginCaptchaForm = lazy(() =>
  import('./login-captcha-form').then((m) => ({ default: m.LoginCaptchaForm })),
);
const ResetPasswordModal = lazy(() =>
  import('./reset-password-modal').then((m) => ({ default: m.ResetPasswordModal })),
);

type Method = 'password' | 'captcha';

/** spec §2 /login: after sign-in the `redirect` target (the guard's), or the index. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>('password');
  const [resetOpen, setResetOpen] = useState(false);

  const onSignedIn = () =>
    void navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
  const other: Method = method === 'password' ? 'captcha' : 'password';

  return (
    <AuthShell title={t('login.title')}>
      {method === 'password' ? (
        <LoginPasswordForm onSignedIn={onSignedIn} onForgot={() => setResetOpen(true)} />
      ) : (
        <Suspense fallback={null}>
          <LoginCaptchaForm onSignedIn={onSignedIn} />
        </Suspense>
      )}
      <Divider plain style={{ margin: '24px 0 16px' }}>
        <span className={styles.muted}>{t('login.otherMethods')}</span>
      </Divider>
      <Flex vertical align="center" gap={16}>
        <Button
          shape="round"
          icon={other === 'captcha' ? <MobileOutlined /> : <LockOutlined />}
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
      </Flex>
      {resetOpen ? (
        <Suspense fallback={null}>
          <ResetPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} />
        </Suspense>
      ) : null}
    </AuthShell>
  );
}
