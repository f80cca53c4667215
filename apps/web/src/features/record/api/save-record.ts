import type { CreateRecordBody, MerchantRecord } from '@console/contract/merchant-records';
import { useQueryClient } from '@tanstack/react-query';
import { useWriteMutation, type WriteIntent } from '../../../lib/http/use-write-mutation';
import { createRecord } from './create-record';
import { recordsKey } from '../../../lib/api/list-records';
import { submitRecord } from './submit-record';
import { updateRecord } from './update-record';

type SaveInput = {
  record: MerchantRecord | null;
  body: CreateRecordBody;
  submit: boolean;
};

/** Saves the form (create or update), then submits it when asked. */
async function saveRecord({ record, body, submit }: SaveInput, intent: WriteIntent) {
  const saved = record
    ? await updateRecord(record.id, { ...body, version: record.version })
    : await createRecord(body, intent);
  return submit ? submitRecord(saved.id, saved.version, intent) : saved;
}

export function useSaveRecord() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: saveRecord,
    onSettled: () => client.invalidateQueries({ queryKey: recordsKey }),
  });
}
