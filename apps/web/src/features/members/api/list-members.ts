import type { MerchantMembersContent } from '@console/contract/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

/** The key carries the merchant: another merchant's members are never read from the cache. */
export const membersKey = (merchantId: number | null) => ['merchant', merchantId, 'members'];

/** GET /api/merchant/members (permission member:manage). */
const membersQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: membersKey(merchantId),
    queryFn: async ({ signal }) => {
      const result = await request<MerchantMembersContent>({ path: '/merchant/members', signal });
      return result.code === 'own' ? [] : result.content.members;
    },
    enabled: merchantId !== null,
  });

export function useMembers() {
  const merchantId = useMerchantId();
  return useQuery(membersQuery(merchantId));
}
