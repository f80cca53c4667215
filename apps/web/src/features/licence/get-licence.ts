import type { LicenceContent } from '@console/contract/licences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { useSessionStore } from '../../lib/session/session-store';

/** The key carries the merchant: another merchant's licence is never read from the cache. */
export const licenceKey = (merchantId: number | null) => ['merchant', merchantId, 'licence'];

/** GET /api/merchant/licence (permission licence:manage); masked numbers only. */
export const licenceQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: licenceKey(merchantId),
    queryFn: async ({ signal }): Promise<LicenceContent | null> => {
      const result = await request<LicenceContent>({ path: '/merchant/licence', signal });
      return result.code === 'own' ? null : result.content;
    },
    enabled: merchantId !== null,
  });

export function useLicence() {
  const merchantId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery(licenceQuery(merchantId));
}
