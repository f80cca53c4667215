import type {
  InviteMemberBody,
  MemberContent,
  UpdateMemberBody,
} from '@console/contract/merchants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { useSessionStore } from '../../lib/session/session-store';
import { membersKey } from './list-members';

/** POST /api/merchant/members: adds a registered user (by mobile or mail) with the keys granted. */
async function inviteMember(body: InviteMemberBody) {
  await request<MemberContent>({ method: 'POST', path: '/merchant/members', body });
}

/** PUT /api/merchant/members/{userId}: replaces the keys and/or sets the status. */
async function updateMember({ userId, ...body }: UpdateMemberBody & { userId: number }) {
  await request<MemberContent>({ method: 'PUT', path: `/merchant/members/${userId}`, body });
}

/** DELETE /api/merchant/members/{userId} */
async function removeMember(userId: number) {
  await request<null>({ method: 'DELETE', path: `/merchant/members/${userId}`, body: {} });
}

function useMemberMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const client = useQueryClient();
  const merchantId = useSessionStore((state) => state.company?.id ?? null);
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey(merchantId) }),
  });
}

export const useInviteMember = () => useMemberMutation(inviteMember);
export const useUpdateMember = () => useMemberMutation(updateMember);
export const useRemoveMember = () => useMemberMutation(removeMember);
