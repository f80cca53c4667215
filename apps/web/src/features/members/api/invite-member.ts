import type { InviteMemberBody, MemberContent } from '@console/contract/merchants';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';
import { useMemberMutation } from './use-member-mutation';

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

export const useInviteMember = () => useMemberMutation(inviteMember);
