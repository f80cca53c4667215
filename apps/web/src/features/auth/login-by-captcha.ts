import type { LoginByCaptchaBody, SessionContent } from '@console/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../lib/http/client';

/** POST /api/login/captcha: "sign in with other methods" (mobile + one-time code). */
export async function loginByCaptcha(body: LoginByCaptchaBody): Promise<SessionContent> {
  const result = await request<SessionContent>({
    method: 'POST',
    path: '/login/captcha',
    body,
    merchant: false,
  });
  return result.content;
}

export function useLoginByCaptcha() {
  return useMutation({ mutationFn: loginByCaptcha });
}
