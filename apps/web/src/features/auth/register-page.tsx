import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthShell } from './auth-shell';
import { RegisterForm } from './register-form';
import styles from './register-page.module.css';

/** spec §2 /register: title, the form, submit, "already have an account". */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthShell title={t('register.title')}>
      <RegisterForm onRegistered={() => void navigate('/register/result', { replace: true })} />
      <div className={styles.haveAccount}>
        <Link to="/login" data-testid="have-account">
          {t('register.haveAccount')}
        </Link>
      </div>
    </AuthShell>
  );
}
