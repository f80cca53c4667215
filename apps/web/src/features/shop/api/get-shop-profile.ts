import type { ShopProfile, ShopProfileContent } from '@console/contract/shop-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { request } from '../../../lib/http/client';
import { currentMerchantId, useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { prefillQuery, type PageData } from '../../../lib/routing/page-data';
import { shopProfileKey } from './keys';

/** The profile of an answer; skipped without a merchant (spec §6), which rejects. */
export function profileOf(
  result: Awaited<ReturnType<typeof request<ShopProfileContent>>>,
): ShopProfile {
  if (result.code === 'own') throw new ApiError({ code: 'own', message: result.msg });
  return result.content.profile;
}

/** GET /api/shop/profile: version 0 means never saved (a default from the onboarding record). */
async function fetchShopProfile(signal?: AbortSignal, silent?: boolean) {
  return profileOf(await request<ShopProfileContent>({ path: '/shop/profile', signal, silent }));
}

export const shopProfileQuery = (merchantId: number | null, silent?: boolean) =>
  queryOptions({
    queryKey: shopProfileKey(merchantId),
    queryFn: ({ signal }) => fetchShopProfile(signal, silent),
    enabled: merchantId !== null,
  });

export function useShopProfile() {
  const merchantId = useMerchantId();
  return useQuery(shopProfileQuery(merchantId));
}

/** /shop/info's profile (lib/routing/page-data); its audit cards read theirs afresh anyway. */
export const shopInfoPageData: PageData = async () => {
  const merchantId = currentMerchantId();
  if (merchantId !== null) await prefillQuery(shopProfileQuery(merchantId, true));
};
