import type {
  CreateRecordBody,
  MerchantRecord,
  UpdateRecordBody,
  RecordContent,
} from '@console/contract/merchant-records';
import { apiCodes } from '@console/contract/api-codes';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { useWriteMutation, type WriteIntent } from '../../lib/http/use-write-mutation';
import { recordsKey } from './list-records';

const quietCodes = [apiCodes.conflict];

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

/** PUT /api/merchantRecords/{id}: the whole form against the version read. */
export async function updateRecord(id: number, body: UpdateRecordBody) {
  const result = await request<RecordContent>({
    method: 'PUT',
    path: `/merchantRecords/${id}`,
    body,
    merchant: false,
    quietCodes,
  });
  return result.content.record;
}

/** POST /api/merchantRecords/{id}/submit | withdraw */
export async function recordAction(
  id: number,
  action: 'submit' | 'withdraw',
  version: number,
  intent?: WriteIntent,
) {
  const result = await request<RecordContent>({
    method: 'POST',
    path: `/merchantRecords/${id}/${action}`,
    body: { version },
    merchant: false,
    idempotencyKey: intent?.idempotencyKey,
    quietCodes,
  });
  return result.content.record;
}

export type SaveInput = {
  record: MerchantRecord | null;
  body: CreateRecordBody;
  submit: boolean;
};

/** Saves the form (create or update), then submits it when asked. */
async function saveRecord({ record, body, submit }: SaveInput, intent: WriteIntent) {
  const saved = record
    ? await updateRecord(record.id, { ...body, version: record.version })
    : await createRecord(body, intent);
  return submit ? recordAction(saved.id, 'submit', saved.version, intent) : saved;
}

export function useSaveRecord() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: saveRecord,
    onSettled: () => client.invalidateQueries({ queryKey: recordsKey }),
  });
}

export function useWithdrawRecord() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: (record: MerchantRecord) => recordAction(record.id, 'withdraw', record.version),
    onSettled: () => client.invalidateQueries({ queryKey: recordsKey }),
  });
}
