import type { CaptchaPurpose } from '@console/contract/auth';
import { CAPTCHA_RESEND_SECONDS } from '@console/contract/constants';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useCountdown } from '../../lib/hooks/use-countdown';
import { useSendCaptcha } from './api/send-captcha';

/**
 * spec §4/§5 captcha button, its behaviour without its look (the reset dialog's antd
 * CaptchaButton and the sign-in pages' plain CaptchaTextField): send the code to a field already
 * checked, then count down (60 s, or what the server says) with the button disabled until zero.
 */
export function useCaptchaSender(purpose: CaptchaPurpose) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = useSendCaptcha();

  const sendTo = async (target: 'mobile' | 'mail', value: string) => {
    const sent = await send.mutateAsync({ [target]: value, purpose }).catch(() => null);
    if (!sent) return;
    toast.success(t('captcha.sent'));
    countdown.start(sent.resendAfter > 0 ? sent.resendAfter : CAPTCHA_RESEND_SECONDS);
  };

  return {
    sendTo,
    isCounting: countdown.isRunning,
    isSending: send.isPending,
    label: countdown.isRunning
      ? t('captcha.resend', { seconds: countdown.remaining })
      : t('captcha.get'),
  };
}

export type CaptchaSender = ReturnType<typeof useCaptchaSender>;
