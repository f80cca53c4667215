import type { UserMerchantsContent } from '@console/contract/merchants';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client';
import { queryClient } from '../query-client';
import { useSessionStore } from './session-store';

/** spec §7 GET userMerchants, exempt from spec §6's merchant rule: it is how the user finds one. */
async function getUserMerchants(): Promise<UserMerchantsContent['merchants']> {
  const result = await request<UserMerchantsContent>({ path: '/userMerchants', merchant: false });
  return result.content.merchants;
}

const userMerchantsQueryOptions = () =>
  queryOptions({ queryKey: ['user-merchants'], queryFn: getUserMerchants });

/**
 * spec §4: after sign-in (and when the console opens) the user data is loaded; on 0000 the
 * company list is reset. A failure has already been toasted by the client.
 */
export async function loadUserData(): Promise<void> {
  const merchants = await queryClient.fetchQuery({ ...userMerchantsQueryOptions(), staleTime: 0 });
  useSessionStore.getState().resetMerchants(merchants);
}
