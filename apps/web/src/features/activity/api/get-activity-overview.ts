import type { ActivityOverviewContent } from '@console/contract/activities';
import { useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { activitiesKey } from './keys';

/** GET /api/activities/{id}/overview: review history and figures. */
export function useActivityOverview(id: number) {
  const merchantId = useMerchantId();
  return useQuery({
    queryKey: [...activitiesKey(merchantId), 'overview', id],
    queryFn: async ({ signal }) =>
      contentOf(
        await request<ActivityOverviewContent>({ path: `/activities/${id}/overview`, signal }),
      ),
    enabled: merchantId !== null && Number.isSafeInteger(id) && id > 0,
  });
}
