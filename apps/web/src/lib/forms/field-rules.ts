import { useTranslation } from 'react-i18next';
import {
  CAPTCHA_PATTERN,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
} from '@console/contract/patterns';
import type { FieldRule } from './check-field';

/**
 * spec §5 form rules with the contract's patterns and messages, so the form refuses exactly
 * what the server refuses. `validateFirst` on antd's items (and `checkField` on the sign-in
 * page) keeps one message at a time.
 */
export function useFieldRules() {
  const { t } = useTranslation();
  const required = (message: string): FieldRule => ({ required: true, whitespace: true, message });
  return {
    username: [required(t('validation.username.required'))],
    password: [{ required: true, message: t('validation.password.required') }],
    newPassword: [
      { required: true, message: t('validation.password.required') },
      { pattern: PASSWORD_PATTERN, message: t('validation.password.rule') },
    ],
    mail: [
      required(t('validation.email.required')),
      { pattern: EMAIL_PATTERN, message: t('validation.email.format') },
    ],
    mobile: [
      required(t('validation.mobile.required')),
      { pattern: MOBILE_PATTERN, message: t('validation.mobile.format') },
    ],
    captcha: [
      required(t('validation.captcha.required')),
      { pattern: CAPTCHA_PATTERN, message: t('validation.captcha.format') },
    ],
  } satisfies Record<string, FieldRule[]>;
}
