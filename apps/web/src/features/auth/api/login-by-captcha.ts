import type { LoginByCaptchaBody, SessionContent } from '@console/contract/auth';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/login/captcha: "sign in with other methods" (mobile + one-time code). */
async function loginByCaptcha(body: LoginByCaptchaBody): Promise<SessionContent> {
  const result = await request<SessionContent>({
    method: 'POST',
    path: '/login/captcha',
    body,
    merchant: false,
  });
  return result.content;
}

export function useLoginByCaptcha() {
  return useWriteMutation({ mutationFn: loginByCaptcha });
}
