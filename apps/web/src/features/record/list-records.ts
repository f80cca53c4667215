import type { MerchantRecord } from '@console/contract/merchant-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';

export const recordsKey = ['merchant-records'];

/** GET /api/merchantRecords: the caller's records, newest first (no merchant needed). */
export async function fetchRecords(signal?: AbortSignal): Promise<MerchantRecord[]> {
  const result = await request<{ records: MerchantRecord[] }>({
    path: '/merchantRecords',
    merchant: false,
    signal,
  });
  return result.content.records;
}

export const recordsQuery = () =>
  queryOptions({ queryKey: recordsKey, queryFn: ({ signal }) => fetchRecords(signal) });

/** The newest record is the one the page works on. */
export function useCurrentRecord() {
  return useQuery({ ...recordsQuery(), select: (records) => records[0] ?? null });
}
