import type { SendContactCodeBody } from '@console/contract/account-security';
import type { SendCaptchaContent } from '@console/contract/auth';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/account/contact/code */
async function sendContactCode(body: SendContactCodeBody) {
  const answer = await request<SendCaptchaContent>({
    method: 'POST',
    path: '/account/contact/code',
    body,
    merchant: false,
  });
  return answer.content;
}

export function useSendContactCode() {
  return useWriteMutation({ mutationFn: (body: SendContactCodeBody) => sendContactCode(body) });
}
