import type { LicenceContent } from '@console/contract/licences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSkipped } from '../http/api-result';
import { request } from '../http/client';
import { currentMerchantId, useMerchantId } from '../merchant/use-merchant-id';
import { prefillQuery, type PageData } from '../routing/page-data';
import { licenceKey } from '../query-keys';

// Read by two features (/account/license and the shop page's audit card), so it lives in lib;
// its key too: a pushed licence decision makes it stale (lib/realtime/message-queries).
export { licenceKey };

/** GET /api/merchant/licence (permission licence:manage); masked numbers only. */
async function fetchLicence(
  signal?: AbortSignal,
  silent?: boolean,
): Promise<LicenceContent | null> {
  const result = await request<LicenceContent>({ path: '/merchant/licence', signal, silent });
  return isSkipped(result) ? null : result.content;
}

export const licenceQuery = (merchantId: number | null, silent?: boolean) =>
  queryOptions({
    queryKey: licenceKey(merchantId),
    queryFn: ({ signal }) => fetchLicence(signal, silent),
    enabled: merchantId !== null,
  });

export function useLicence() {
  const merchantId = useMerchantId();
  return useQuery(licenceQuery(merchantId));
}

/** /account/license's licence (lib/routing/page-data). */
export const licencePageData: PageData = async () => {
  const merchantId = currentMerchantId();
  if (merchantId !== null) await prefillQuery(licenceQuery(merchantId, true));
};
