import type { LoginBody } from '@console/contract/auth';
import type { LoginContent } from '@console/contract/second-factor';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/login (spec §7); DESIGN §3: username is the mail or the mobile. */
async function login(body: LoginBody): Promise<LoginContent> {
  const result = await request<LoginContent>({
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
