import type { ShopProfile, ShopProfileContent } from '@console/contract/shop-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { shopProfileKey } from './keys';

/** The profile of an answer; skipped without a merchant (spec §6), which rejects. */
export function profileOf(
  result: Awaited<ReturnType<typeof request<ShopProfileContent>>>,
): ShopProfile {
  if (result.code === 'own') throw new ApiError({ code: 'own', message: result.msg });
  return result.content.profile;
}

/** GET /api/shop/profile: version 0 means never saved (a default from the onboarding record). */
async function fetchShopProfile(signal?: AbortSignal) {
  return profileOf(await request<ShopProfileContent>({ path: '/shop/profile', signal }));
}

export const shopProfileQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: shopProfileKey(merchantId),
    queryFn: ({ signal }) => fetchShopProfile(signal),
    enabled: merchantId !== null,
  });

export function useShopProfile() {
  const merchantId = useMerchantId();
  return useQuery(shopProfileQuery(merchantId));
}
