import type { LoginBody, SessionContent } from '@console/contract/auth';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/login (spec §7); DESIGN §3: username is the mail or the mobile. */
async function login(body: LoginBody): Promise<SessionContent> {
  const result = await request<SessionContent>({
    method: 'POST',
    path: '/login',
    body,
    merchant: false,
  });
  return result.content;
}

export function useLogin() {
  return useWriteMutation({ mutationFn: login });
}
