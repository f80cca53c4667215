import type { LoginBody, SessionContent } from '@console/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../lib/http/client';

/** POST /api/login (spec §7): username is the mail or the mobile. */
export async function login(body: LoginBody): Promise<SessionContent> {
  const result = await request<SessionContent>({
    method: 'POST',
    path: '/login',
    body,
    merchant: false,
  });
  return result.content;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
