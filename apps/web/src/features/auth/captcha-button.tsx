import type { CaptchaPurpose } from '@console/contract/auth';
import { Button, type FormInstance } from 'antd';
import { useCaptchaSender } from './use-captcha-sender';

type Props = { form: FormInstance; target: 'mobile' | 'mail'; purpose: CaptchaPurpose };

/**
 * spec §5: requesting a code first validates the field it goes to; spec §4: then the button
 * stays disabled while it counts down (60 s, or what the server says) and is enabled at zero.
 */
export function CaptchaButton({ form, target, purpose }: Props) {
  const sender = useCaptchaSender(purpose);

  const onClick = async () => {
    const valid = await form.validateFields([target]).then(
      () => true,
      () => false,
    );
    if (!valid) return;
    await sender.sendTo(target, String(form.getFieldValue(target)).trim());
  };

  return (
    <Button
      onClick={() => void onClick()}
      disabled={sender.isCounting}
      loading={sender.isSending}
      data-testid="captcha-button"
      style={{ minWidth: 132 }}
    >
      {sender.label}
    </Button>
  );
}
