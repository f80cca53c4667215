import type {
  InviteMemberBody,
  MemberContent,
  UpdateMemberBody,
} from '@console/contract/merchants';
import { useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../lib/http/api-result';
import { request } from '../../lib/http/client';
import { useWriteMutation, type WriteIntent } from '../../lib/http/use-write-mutation';
import { membersKey } from './list-members';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';

/** POST /api/merchant/members: adds a registered user (by mobile or mail) with the keys granted. */
// contentOf: with no merchant the call is not made (spec §6), and no "member added" may follow.
async function inviteMember(body: InviteMemberBody, { idempotencyKey }: WriteIntent) {
  contentOf(
    await request<MemberContent>({
      method: 'POST',
      path: '/merchant/members',
      body,
      idempotencyKey,
    }),
  );
}

/** PUT /api/merchant/members/{userId}: replaces the keys and/or sets the status. */
async function updateMember({ userId, ...body }: UpdateMemberBody & { userId: number }) {
  contentOf(
    await request<MemberContent>({ method: 'PUT', path: `/merchant/members/${userId}`, body }),
  );
}

/** DELETE /api/merchant/members/{userId} */
async function removeMember(userId: number) {
  contentOf(
    await request<null>({ method: 'DELETE', path: `/merchant/members/${userId}`, body: {} }),
  );
}

function useMemberMutation<T>(mutationFn: (input: T, intent: WriteIntent) => Promise<void>) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation<void, T>({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey(merchantId) }),
  });
}

export const useInviteMember = () => useMemberMutation(inviteMember);
export const useUpdateMember = () => useMemberMutation(updateMember);
export const useRemoveMember = () => useMemberMutation(removeMember);
