import type { userMerchantsContent } from '@console/contract/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../http/client';
import { queryClient } from '../query-client';
import { useSessionStore } from './session-store';

type UserMerchantsContent = z.infer<typeof userMerchantsContent>;

/** spec §7 GET userMerchants: needs no merchant (it is how the user finds theirs). */
export async function getUserMerchants(): Promise<UserMerchantsContent['merchants']> {
  const result = await request<UserMerchantsContent>({ path: '/userMerchants', merchant: false });
  return result.content.merchants;
}

export const userMerchantsQueryOptions = () =>
  queryOptions({ queryKey: ['user-merchants'], queryFn: getUserMerchants });

export function useUserMerchants() {
  return useQuery(userMerchantsQueryOptions());
}

/**
 * spec §4: after sign-in (and when the console opens) the user data is loaded; on 0000 the
 * company list is reset. A failure has already been toasted by the client.
 */
export async function loadUserData(): Promise<void> {
  const merchants = await queryClient.fetchQuery({ ...userMerchantsQueryOptions(), staleTime: 0 });
  useSessionStore.getState().resetMerchants(merchants);
}
