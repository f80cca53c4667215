import type { MerchantContextContent } from '@console/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { access, type Abilities } from '../access';
import { menuAccessOf, useMyMenus } from '../menus/my-menus';
import { useSessionStore } from '../session/session-store';
import { merchantContextQuery } from './merchant-context-query';
import { useMerchantId } from './use-merchant-id';

/** The context of the current merchant; null while loading, without a merchant or on failure. */
export function useMerchantContext(): MerchantContextContent | null {
  const merchantId = useMerchantId();
  const { data } = useQuery({
    ...merchantContextQuery(merchantId ?? 0),
    enabled: merchantId !== null,
  });
  return merchantId === null ? null : (data ?? null);
}

/** The abilities of the signed-in user in the current merchant (spec §6, DESIGN §4). */
export function useAbilities(): Abilities {
  const user = useSessionStore((state) => state.user);
  const hasMerchant = useSessionStore((state) => state.company !== null);
  const merchant = useMerchantContext();
  const myMenus = useMyMenus();
  return useMemo(
    () => access({ user, hasMerchant, merchant, menus: myMenus ? menuAccessOf(myMenus) : null }),
    [user, hasMerchant, merchant, myMenus],
  );
}
