import type { MerchantContextContent } from '@console/contract/merchants';
import { queryOptions } from '@tanstack/react-query';
import { access, type Abilities } from '../access';
import { loadMyMenus, menuAccessOf } from '../menus/my-menus';
import { request } from '../http/client';
import { isSkipped } from '../http/api-result';
import { queryClient } from '../query-client';
import { useSessionStore } from '../session/session-store';
import { currentMerchantId } from './use-merchant-id';

/**
 * GET /api/merchant/context for one merchant: the caller's member role and permission keys
 * there. Keyed by merchant id, so nothing read for merchant A is ever used while B is current.
 */
export const merchantContextQuery = (merchantId: number) =>
  queryOptions({
    queryKey: ['merchant-context', merchantId],
    queryFn: async ({ signal }): Promise<MerchantContextContent | null> => {
      const result = await request<MerchantContextContent>({
        path: '/merchant/context',
        query: { merchants_id: merchantId },
        signal,
      });
      return isSkipped(result) ? null : result.content;
    },
    staleTime: 60_000,
  });

/**
 * The abilities of the signed-in user in the current merchant, outside React (route guards):
 * waits for the context of the current merchant. The hooks are in merchant-context.ts.
 */
export async function loadAbilities(): Promise<Abilities> {
  const merchantId = currentMerchantId();
  const [merchant, menus] = await Promise.all([
    merchantId === null
      ? null
      : queryClient.ensureQueryData(merchantContextQuery(merchantId)).catch(() => null),
    loadMyMenus(),
  ]);
  return access({
    user: useSessionStore.getState().user,
    hasMerchant: merchantId !== null,
    merchant,
    menus: menus ? menuAccessOf(menus) : null,
  });
}
