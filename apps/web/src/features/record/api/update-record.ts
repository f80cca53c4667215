import type { RecordContent, UpdateRecordBody } from '@console/contract/merchant-records';
import { apiCodes } from '@console/contract/api-codes';
import { request } from '../../../lib/http/client';

/** PUT /api/merchantRecords/{id}: the whole form against the version read; the page shows 1004. */
export async function updateRecord(id: number, body: UpdateRecordBody) {
  const result = await request<RecordContent>({
    method: 'PUT',
    path: `/merchantRecords/${id}`,
    body,
    merchant: false,
    quietCodes: [apiCodes.conflict],
  });
  return result.content.record;
}
