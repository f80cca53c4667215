import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { Button } from '../../lib/controls/button';
import { TextField, type TextFieldProps } from '../../lib/controls/text-field';
import { wantFeedbackHolder } from '../../lib/feedback';
import styles from './code-text-fields.module.css';
import type { CaptchaSender } from './use-captcha-sender';

type FieldProps = Pick<TextFieldProps, 'id' | 'value' | 'onChange' | 'error' | 'label'>;

/**
 * The mobile number and the one-time code sent to it, drawn without antd for the sign-in and
 * register pages (docs/web.md "Delivery"); the reset dialog's antd pair is code-fields.tsx.
 */
export function MobileTextField(props: FieldProps) {
  return (
    <TextField
      {...props}
      icon={MobileOutlined}
      autoComplete="tel"
      inputMode="numeric"
      maxLength={11}
    />
  );
}

type CaptchaProps = FieldProps & { sender: CaptchaSender; onSend: () => void };

/** spec §4: the code's field with the button that sends it, disabled while it counts down. */
export function CaptchaTextField({ sender, onSend, ...props }: CaptchaProps) {
  return (
    <TextField
      {...props}
      icon={SafetyOutlined}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      addon={
        <Button
          size="large"
          className={styles.sendButton}
          onClick={onSend}
          disabled={sender.isCounting}
          loading={sender.isSending}
          data-testid="captcha-button"
        >
          {sender.label}
        </Button>
      }
    />
  );
}

type MobileFields = { values: { mobile: string }; check: (name: 'mobile') => boolean };

/** spec §5: the code goes to a mobile number that passes its rules, else nothing is sent. */
export function sendCodeToMobile(fields: MobileFields, sender: CaptchaSender) {
  if (!fields.check('mobile')) return;
  // The answer is told in a toast: the holder (antd) loads alongside the request.
  wantFeedbackHolder();
  void sender.sendTo('mobile', fields.values.mobile.trim());
}
