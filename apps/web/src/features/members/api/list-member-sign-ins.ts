import type { MemberSignInsContent } from '@console/contract/member-sign-ins';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

/** The key carries the merchant: another merchant's answer is never read from the cache. */
const memberSignInsKey = (merchantId: number | null, userId: number) =>
  ['merchant', merchantId, 'members', userId, 'sign-ins'] as const;

/** GET /api/merchant/members/{userId}/sign-ins (the owner only): the last 50, newest first. */
const memberSignInsQuery = (merchantId: number | null, userId: number) =>
  queryOptions({
    queryKey: memberSignInsKey(merchantId, userId),
    queryFn: async ({ signal }) => {
      const path = `/merchant/members/${userId}/sign-ins`;
      const result = await request<MemberSignInsContent>({ path, signal });
      return result.code === 'own' ? [] : result.content.signIns;
    },
    enabled: merchantId !== null,
  });

export const useMemberSignIns = (userId: number) =>
  useQuery(memberSignInsQuery(useMerchantId(), userId));
