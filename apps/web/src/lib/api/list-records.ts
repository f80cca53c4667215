import type { MerchantRecord, RecordsContent } from '@console/contract/merchant-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/client';
import { recordsKey } from '../query-keys';
import { prefillQuery, type PageData } from '../routing/page-data';

// Read by two features (/record and the shop page's audit card), so it lives in lib; its key
// too: a pushed merchant decision makes it stale (lib/realtime/message-queries).
export { recordsKey };

/** GET /api/merchantRecords: the caller's records, newest first (no merchant needed). */
async function fetchRecords(signal?: AbortSignal, silent?: boolean): Promise<MerchantRecord[]> {
  const result = await request<RecordsContent>({
    path: '/merchantRecords',
    merchant: false,
    signal,
    silent,
  });
  return result.content.records;
}

export const recordsQuery = (silent?: boolean) =>
  queryOptions({ queryKey: recordsKey, queryFn: ({ signal }) => fetchRecords(signal, silent) });

/** All the caller's records, newest first (the list on /record). */
export function useRecords() {
  return useQuery(recordsQuery());
}

/** /record's records (lib/routing/page-data). */
export const recordsPageData: PageData = () => prefillQuery(recordsQuery(true));
