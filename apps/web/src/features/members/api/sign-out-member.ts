import type { SignOutMemberContent } from '@console/contract/member-sign-ins';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation, type WriteIntent } from '../../../lib/http/use-write-mutation';

/** POST /api/merchant/members/{userId}/sign-out (the owner only): answers how many sessions ended. */
async function signOutMember(userId: number, { idempotencyKey }: WriteIntent) {
  const answer = await request<SignOutMemberContent>({
    method: 'POST',
    path: `/merchant/members/${userId}/sign-out`,
    body: {},
    idempotencyKey,
  });
  return contentOf(answer).ended;
}

// Nothing listed here changes (the sign-ins stay as they were); the trail is read again by
// useWriteMutation.
export const useSignOutMember = () =>
  useWriteMutation<number, number>({ mutationFn: signOutMember });
