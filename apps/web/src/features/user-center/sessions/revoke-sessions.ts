import type { RevokeOthersContent } from '@console/contract/account-sessions';
import type { EmptyContent } from '@console/contract/envelope';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { sessionsKey } from './list-sessions';

/** DELETE /api/account/sessions/{id}: that device is signed out at once. */
async function revokeSession(id: number) {
  await request<EmptyContent>({
    method: 'DELETE',
    path: `/account/sessions/${id}`,
    merchant: false,
  });
  return 1;
}

/** POST /api/account/sessions/revoke-others: every device but this one; answers how many. */
async function revokeOtherSessions() {
  const answer = await request<RevokeOthersContent>({
    method: 'POST',
    path: '/account/sessions/revoke-others',
    merchant: false,
  });
  return answer.content.revoked;
}

/** A revocation reads the sessions again once it succeeded. */
function useRevocation<T>(mutationFn: (input: T) => Promise<number>) {
  const client = useQueryClient();
  return useWriteMutation<number, T>({
    mutationFn: (input) => mutationFn(input),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useRevokeSession = () => useRevocation(revokeSession);
export const useRevokeOtherSessions = () => useRevocation<void>(revokeOtherSessions);
