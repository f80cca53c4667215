import type { ChangePasswordBody, ChangePasswordContent } from '@console/contract/account-security';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { sessionsKey } from '../sessions/list-sessions';

/** PUT /api/account/password */
async function changePassword(body: ChangePasswordBody) {
  const answer = await request<ChangePasswordContent>({
    method: 'PUT',
    path: '/account/password',
    body,
    merchant: false,
  });
  return answer.content;
}

/** Changes my password; my other sessions end, so the sessions list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(body),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
