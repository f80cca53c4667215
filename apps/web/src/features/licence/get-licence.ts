import type { LicenceContent } from '@console/contract/licences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';

import { licenceKey } from '../../lib/query-keys';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';

// The key lives in lib: a pushed licence decision makes it stale (lib/realtime/message-queries).
export { licenceKey };

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
  const merchantId = useMerchantId();
  return useQuery(licenceQuery(merchantId));
}
