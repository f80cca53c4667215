import type { ResetPasswordBody } from '@console/contract/auth';
import { request } from '../../lib/http/client';
import { useWriteMutation } from '../../lib/http/use-write-mutation';

/** POST /api/password/reset: "forgot password", with a code sent to the mobile or the mail. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await request<unknown>({ method: 'POST', path: '/password/reset', body, merchant: false });
}

export function useResetPassword() {
  return useWriteMutation({ mutationFn: resetPassword });
}
