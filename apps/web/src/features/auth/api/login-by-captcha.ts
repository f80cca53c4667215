import type { LoginByCaptchaBody } from '@console/contract/auth';
import type { LoginContent } from '@console/contract/second-factor';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/login/captcha: "sign in with other methods" (mobile + one-time code). */
async function loginByCaptcha(body: LoginByCaptchaBody): Promise<LoginContent> {
  const result = await request<LoginContent>({
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
