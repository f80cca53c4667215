import type { CaptchaPurpose } from '@console/contract/auth';
import { CAPTCHA_RESEND_SECONDS } from '@console/contract/constants';
import { Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useCountdown } from '../../lib/hooks/use-countdown';
import { useSendCaptcha } from './send-captcha';

type Props = { form: FormInstance; target: 'mobile' | 'mail'; purpose: CaptchaPurpose };

/**
 * spec §5: requesting a code first validates the field it goes to; spec §4: then the button
 * stays disabled while it counts down (60 s, or what the server says) and is enabled at zero.
 */
export function CaptchaButton({ form, target, purpose }: Props) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = useSendCaptcha();

  const onClick = async () => {
    const valid = await form.validateFields([target]).then(
      () => true,
      () => false,
    );
    if (!valid) return;
    const value = String(form.getFieldValue(target)).trim();
    const sent = await send.mutateAsync({ [target]: value, purpose }).catch(() => null);
    if (!sent) return;
    toast.success(t('captcha.sent'));
    countdown.start(sent.resendAfter > 0 ? sent.resendAfter : CAPTCHA_RESEND_SECONDS);
  };

  return (
    <Button
      onClick={() => void onClick()}
      disabled={countdown.isRunning}
      loading={send.isPending}
      data-testid="captcha-button"
      style={{ minWidth: 132 }}
    >
      {countdown.isRunning
        ? t('captcha.resend', { seconds: countdown.remaining })
        : t('captcha.get')}
    </Button>
  );
}
