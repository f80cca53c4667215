import type { HomeContent, HomeRange } from '@console/contract/home';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

export type HomeSelection = { range: HomeRange; from?: string; to?: string };

/** Everything the home shows of the current merchant: one key to refresh on a push. */
export const homeKey = (merchantId: number | null) => ['home', merchantId] as const;

/** GET /api/home: the period's figures against the one before, chart, funnel, to-dos. */
export function useHome(selection: HomeSelection) {
  const merchantId = useMerchantId();
  const query =
    selection.range === 'custom'
      ? { range: selection.range, from: selection.from, to: selection.to }
      : { range: selection.range };
  return useQuery({
    queryKey: [...homeKey(merchantId), query],
    queryFn: async ({ signal }) =>
      contentOf(await request<HomeContent>({ path: '/home', query, signal })),
    enabled:
      merchantId !== null &&
      (selection.range !== 'custom' || Boolean(selection.from && selection.to)),
    // A new range keeps the old figures on screen until its own arrive (the count-up runs from them).
    placeholderData: keepPreviousData,
  });
}
