import type { RegisterBody, SessionContent } from '@console/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../lib/http/client';

/** POST /api/register (spec §7): mail, password, mobile, captcha. */
export async function register(body: RegisterBody): Promise<SessionContent> {
  const result = await request<SessionContent>({
    method: 'POST',
    path: '/register',
    body,
    merchant: false,
  });
  return result.content;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
