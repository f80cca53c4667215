import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/controls/button';
import { TextField } from '../../lib/controls/text-field';
import { toast } from '../../lib/feedback';
import { fieldErrorsOf } from '../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../lib/forms/field-rules';
import { useCheckedFields } from '../../lib/forms/use-checked-fields';
import { CaptchaTextField, MobileTextField, sendCodeToMobile } from './code-text-fields';
import { completeSignIn } from './complete-sign-in';
import { useRegister } from './api/register';
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
    idOf,
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

  return (
    <form id="register" onSubmit={fields.submitter(signUp, register.isPending)} noValidate>
      <TextField
        {...fields.field('mail')}
        icon={MailOutlined}
        label={t('register.mail.placeholder')}
        autoComplete="email"
      />
      <TextField
        {...fields.field('password')}
        type="password"
        icon={LockOutlined}
        label={t('register.password.placeholder')}
        revealLabel={t('login.password.show')}
        autoComplete="new-password"
      />
      <MobileTextField {...fields.field('mobile')} label={t('register.mobile.placeholder')} />
      <CaptchaTextField
        {...fields.field('captcha')}
        label={t('register.captcha.placeholder')}
        sender={captcha}
        onSend={() => sendCodeToMobile(fields, captcha)}
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
