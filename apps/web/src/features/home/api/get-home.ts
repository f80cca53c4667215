import { HOME_RANGES, type HomeContent, type HomeRange } from '@console/contract/home';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { isIsoDate } from '../../../lib/is-iso-date';
import { currentMerchantId, useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { prefillQuery, type PageData } from '../../../lib/routing/page-data';

export type HomeSelection = { range: HomeRange; from?: string; to?: string };

/** Everything the home shows of the current merchant: one key to refresh on a push. */
export const homeKey = (merchantId: number | null) => ['home', merchantId] as const;

/** The range in the URL (`?range=7d`, `?range=custom&from=…&to=…`); today when absent or wrong. */
export function selectionOf(params: URLSearchParams): HomeSelection {
  const range = params.get('range');
  if (!HOME_RANGES.includes(range as HomeRange)) return { range: 'today' };
  if (range !== 'custom') return { range: range as HomeRange };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isIsoDate(from) && isIsoDate(to) && from <= to
    ? { range: 'custom', from, to }
    : { range: 'custom' };
}

const isComplete = (selection: HomeSelection) =>
  selection.range !== 'custom' || Boolean(selection.from && selection.to);

/** GET /api/home: the period's figures against the one before, chart, funnel, to-dos. */
const homeQuery = (merchantId: number | null, selection: HomeSelection, silent?: boolean) => {
  const query =
    selection.range === 'custom'
      ? { range: selection.range, from: selection.from, to: selection.to }
      : { range: selection.range };
  return queryOptions({
    queryKey: [...homeKey(merchantId), query],
    queryFn: async ({ signal }) =>
      contentOf(await request<HomeContent>({ path: '/home', query, signal, silent })),
    enabled: merchantId !== null && isComplete(selection),
  });
};

export function useHome(selection: HomeSelection) {
  return useQuery({
    ...homeQuery(useMerchantId(), selection),
    // A new range keeps the old figures on screen until its own arrive (the count-up runs from them).
    placeholderData: keepPreviousData,
  });
}

/** The home's figures for the range in the address, asked by its route (lib/routing/page-data). */
export const homePageData: PageData = async ({ url }) => {
  const merchantId = currentMerchantId();
  const selection = selectionOf(url.searchParams);
  if (merchantId === null || !isComplete(selection)) return;
  await prefillQuery(homeQuery(merchantId, selection, true));
};
