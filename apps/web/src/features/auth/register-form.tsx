import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/controls/button';
import { TextField } from '../../lib/controls/text-field';
import { toast, wantFeedbackHolder } from '../../lib/feedback';
import { fieldErrorsOf } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useCheckedFields } from '../../lib/forms/use-checked-fields';
import { completeSignIn } from './complete-sign-in';
import { useRegister } from './register';
import styles from './register-page.module.css';
import { useCaptchaSender } from './use-captcha-sender';

type Name = 'mail' | 'password' | 'mobile' | 'captcha';

// The ids the antd form gave its inputs (`<form name>_<field>`): browser tests and password
// managers find the fields by them.
const idOf = (name: Name) => `register_${name}`;
const names = ['mail', 'password', 'mobile', 'captcha'] as const;

/**
 * spec §3 registration payload with the spec §5 rules, checked on change. Drawn without antd,
 * as the sign-in page (docs/web.md "Delivery"): the two share the first visit's budget.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const fields = useCheckedFields(
    { mail: rules.mail, password: rules.newPassword, mobile: rules.mobile, captcha: rules.captcha },
    { mail: '', password: '', mobile: '', captcha: '' },
  );
  const register = useRegister();
  const captcha = useCaptchaSender('register');
  const { values } = fields;

  const signUp = async () => {
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
      fields.showErrors(fieldErrorsOf(error, names));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // useWriteMutation sends one request at a time; the button says so while it runs.
    if (register.isPending) return;
    const invalid = fields.validate();
    if (invalid) {
      document.getElementById(idOf(invalid))?.focus();
      return;
    }
    // Its answer is told in a toast either way: the holder (antd) loads alongside the request.
    wantFeedbackHolder();
    void signUp();
  };

  // spec §5: the code goes to a mobile number that passes its rules, else nothing is sent.
  const sendCaptcha = () => {
    if (!fields.check('mobile')) return;
    wantFeedbackHolder();
    void captcha.sendTo('mobile', values.mobile.trim());
  };

  const field = (name: Name) => ({
    id: idOf(name),
    value: values[name],
    onChange: (value: string) => fields.change(name, value),
    error: fields.errors[name],
  });

  return (
    <form id="register" onSubmit={submit} noValidate>
      <TextField
        {...field('mail')}
        icon={MailOutlined}
        label={t('register.mail.placeholder')}
        autoComplete="email"
      />
      <TextField
        {...field('password')}
        type="password"
        icon={LockOutlined}
        label={t('register.password.placeholder')}
        revealLabel={t('login.password.show')}
        autoComplete="new-password"
      />
      <TextField
        {...field('mobile')}
        icon={MobileOutlined}
        label={t('register.mobile.placeholder')}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
      />
      <TextField
        {...field('captcha')}
        icon={SafetyOutlined}
        label={t('register.captcha.placeholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        addon={
          <Button
            size="large"
            className={styles.captchaButton}
            onClick={sendCaptcha}
            disabled={captcha.isCounting}
            loading={captcha.isSending}
            data-testid="captcha-button"
          >
            {captcha.label}
          </Button>
        }
      />
      <Button
        type="submit"
        variant="primary"
        size="large"
        block
        loading={register.isPending}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
    </form>
  );
}
