import type { RecordContent } from '@console/contract/merchant-records';
import { apiCodes } from '@console/contract/api-codes';
import { request } from '../../../lib/http/client';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';

/** POST /api/merchantRecords/{id}/submit: to review, against the version read (1004 quiet). */
export async function submitRecord(id: number, version: number, intent?: WriteIntent) {
  const result = await request<RecordContent>({
    method: 'POST',
    path: `/merchantRecords/${id}/submit`,
    body: { version },
    merchant: false,
    idempotencyKey: intent?.idempotencyKey,
    quietCodes: [apiCodes.conflict],
  });
  return result.content.record;
}
