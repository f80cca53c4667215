import type { SendCaptchaBody, SendCaptchaContent } from '@console/contract/auth';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/captcha: a one-time code to a mobile or a mail; answers when to allow a resend. */
async function sendCaptcha(body: SendCaptchaBody): Promise<SendCaptchaContent> {
  const result = await request<SendCaptchaContent>({
    method: 'POST',
    path: '/captcha',
    body,
    merchant: false,
  });
  return result.content;
}

export function useSendCaptcha() {
  return useWriteMutation({ mutationFn: sendCaptcha });
}
