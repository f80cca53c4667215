import type {
  SaveShopProfileBody,
  ShopProfile,
  ShopProfileContent,
} from '@console/contract/shop-profile';
import { apiCodes } from '@console/contract/api-codes';
import { request } from '../../../lib/http/client';
import { profileOf } from './get-shop-profile';

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
