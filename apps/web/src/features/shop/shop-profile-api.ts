import type {
  SaveShopProfileBody,
  ShopProfile,
  ShopProfileContent,
} from '@console/contract/shop-profile';
import { apiCodes } from '@console/contract/api-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/api-error';
import { request } from '../../lib/http/client';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';

// Issue 6: the merchant's public profile; every member reads it, shop:edit saves it.
export const shopProfileKey = (merchantId: number | null) => [
  'merchant',
  merchantId,
  'shop-profile',
];

function profileOf(result: Awaited<ReturnType<typeof request<ShopProfileContent>>>): ShopProfile {
  if (result.code === 'own') throw new ApiError({ code: 'own', message: result.msg });
  return result.content.profile;
}

/** GET /api/shop/profile: version 0 means never saved (a default from the onboarding record). */
export const shopProfileQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: shopProfileKey(merchantId),
    queryFn: async ({ signal }) =>
      profileOf(await request<ShopProfileContent>({ path: '/shop/profile', signal })),
    enabled: merchantId !== null,
  });

export function useShopProfile() {
  const merchantId = useMerchantId();
  return useQuery(shopProfileQuery(merchantId));
}

/** PUT /api/shop/profile; 1004 (saved by someone else meanwhile) is shown by the form. */
export async function saveShopProfile(body: SaveShopProfileBody): Promise<ShopProfile> {
  return profileOf(
    await request<ShopProfileContent>({
      method: 'PUT',
      path: '/shop/profile',
      body,
      quietCodes: [apiCodes.conflict],
    }),
  );
}
