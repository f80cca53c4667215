import type { ResetPasswordBody } from '@console/contract/auth';
import type { EmptyContent } from '@console/contract/envelope';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/password/reset: "forgot password", with a code sent to the mobile or the mail. */
async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await request<EmptyContent>({ method: 'POST', path: '/password/reset', body, merchant: false });
}

export function useResetPassword() {
  return useWriteMutation({ mutationFn: resetPassword });
}
