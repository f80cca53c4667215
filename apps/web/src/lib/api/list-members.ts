import type { MerchantMembersContent } from '@console/contract/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/client';
import { currentMerchantId, useMerchantId } from '../merchant/use-merchant-id';
import { prefillQuery, type PageData } from '../routing/page-data';

// Read by two features (/account/sub and the trail's actor filter), so it lives in lib.

/** The key carries the merchant: another merchant's members are never read from the cache. */
export const membersKey = (merchantId: number | null) => ['merchant', merchantId, 'members'];

/** GET /api/merchant/members (permission member:manage). */
const membersQuery = (merchantId: number | null, silent?: boolean) =>
  queryOptions({
    queryKey: membersKey(merchantId),
    queryFn: async ({ signal }) => {
      const result = await request<MerchantMembersContent>({
        path: '/merchant/members',
        signal,
        silent,
      });
      return result.code === 'own' ? [] : result.content.members;
    },
    enabled: merchantId !== null,
  });

/** `enabled: false` for a reader who may not list them (without member:manage: 1003). */
export function useMembers({ enabled = true } = {}) {
  const options = membersQuery(useMerchantId());
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}

/** /account/sub's members (lib/routing/page-data). */
export const membersPageData: PageData = async () => {
  const merchantId = currentMerchantId();
  if (merchantId !== null) await prefillQuery(membersQuery(merchantId, true));
};
