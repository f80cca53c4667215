import type { EmptyContent } from '@console/contract/envelope';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMemberMutation } from './use-member-mutation';

/** DELETE /api/merchant/members/{userId} */
async function removeMember(userId: number) {
  contentOf(
    await request<EmptyContent>({
      method: 'DELETE',
      path: `/merchant/members/${userId}`,
      body: {},
    }),
  );
}

export const useRemoveMember = () => useMemberMutation(removeMember);
