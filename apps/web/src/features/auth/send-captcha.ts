import type { SendCaptchaBody, sendCaptchaContent } from '@console/contract/auth';
import type { z } from 'zod';
import { request } from '../../lib/http/client';
import { useWriteMutation } from '../../lib/http/use-write-mutation';

type SendCaptchaContent = z.infer<typeof sendCaptchaContent>;

/** POST /api/captcha: a one-time code to a mobile or a mail; answers when to allow a resend. */
export async function sendCaptcha(body: SendCaptchaBody): Promise<SendCaptchaContent> {
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
