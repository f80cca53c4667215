import type { MemberContent, UpdateMemberBody } from '@console/contract/merchants';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMemberMutation } from './use-member-mutation';

/** PUT /api/merchant/members/{userId}: replaces the keys and/or sets the status. */
async function updateMember({ userId, ...body }: UpdateMemberBody & { userId: number }) {
  contentOf(
    await request<MemberContent>({ method: 'PUT', path: `/merchant/members/${userId}`, body }),
  );
}

export const useUpdateMember = () => useMemberMutation(updateMember);
