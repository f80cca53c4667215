import type { LicenceContent } from '@console/contract/licences';
import type { RecordsContent } from '@console/contract/merchant-records';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { isSkipped } from '../../lib/http/api-result';
import { licenceKey, recordsKey } from '../../lib/query-keys';

/** GET /api/merchantRecords: the user's own records, newest first; needs no merchant. */
export const recordsQuery = () =>
  queryOptions({
    queryKey: recordsKey,
    queryFn: async ({ signal }) => {
      const result = await request<RecordsContent>({
        path: '/merchantRecords',
        merchant: false,
        signal,
      });
      return result.content.records;
    },
    staleTime: 0,
  });

/**
 * spec §2 "view audit" on /shop/info: the record that made the current merchant; without a
 * merchant (or a record for it), the newest onboarding not yet tied to a merchant, else the newest.
 * `records` is newest first.
 */
export function shownRecord<T extends { merchantId: number | null }>(
  records: readonly T[],
  merchantId: number | null,
): T | undefined {
  return (
    (merchantId === null
      ? undefined
      : records.find((record) => record.merchantId === merchantId)) ??
    records.find((record) => record.merchantId === null) ??
    records[0]
  );
}

/** GET /api/merchant/licence (licence:manage) for the current merchant. */
export const licenceQuery = (merchantId: number) =>
  queryOptions({
    queryKey: licenceKey(merchantId),
    queryFn: async ({ signal }): Promise<LicenceContent | null> => {
      const result = await request<LicenceContent>({ path: '/merchant/licence', signal });
      return isSkipped(result) ? null : result.content;
    },
    staleTime: 0,
  });
