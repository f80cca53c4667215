import type { CreateRecordBody, RecordContent } from '@console/contract/merchant-records';
import { request } from '../../../lib/http/client';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';

/** POST /api/merchantRecords: a new draft. */
export async function createRecord(body: CreateRecordBody, intent?: WriteIntent) {
  const result = await request<RecordContent>({
    method: 'POST',
    path: '/merchantRecords',
    body,
    merchant: false,
    idempotencyKey: intent?.idempotencyKey,
  });
  return result.content.record;
}
