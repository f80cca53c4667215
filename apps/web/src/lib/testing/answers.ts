import { apiCodes } from '@console/contract/api-codes';
import type { MerchantContextContent } from '@console/contract/merchants';
import type { MemberRole, PermissionKey } from '@console/contract/roles';
import type { MyMenusContent } from '@console/contract/system-menus';
import type { ApiSuccess } from '../http/api-result';

/**
 * What a faked `request` resolves for a success. The content's type is named at the call
 * (`ok<OrdersContent>({ … })`, `ok<null>(null)`): it is never inferred, so a fake that no longer
 * matches the contract fails the typecheck instead of passing a test the server would fail.
 */
export const ok = <T = never>(content: NoInfer<T>): ApiSuccess<T> => ({
  code: apiCodes.ok,
  msg: '',
  content,
});

/** GET /api/merchant/context in merchant 7, "Shop" (the one `signInToShop` works in). */
export const shopContext = (role: MemberRole, permissions: PermissionKey[]) =>
  ok<MerchantContextContent>({
    merchant: { id: 7, name: 'Shop' },
    role,
    permissions,
    timeZone: 'Asia/Shanghai',
  });

/** GET /api/menus governing nothing: no page is refused by the menu tree. */
export const openMenus = (access: MyMenusContent['access'] = ['user']) =>
  ok<MyMenusContent>({ access, tree: [], governed: [], actions: [] });
