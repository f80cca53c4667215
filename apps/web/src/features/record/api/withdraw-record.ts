import type { MerchantRecord, RecordContent } from '@console/contract/merchant-records';
import { apiCodes } from '@console/contract/api-codes';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { recordsKey } from '../../../lib/api/list-records';

/** POST /api/merchantRecords/{id}/withdraw: back to draft, against the version read (1004 quiet). */
async function withdrawRecord(id: number, version: number) {
  const result = await request<RecordContent>({
    method: 'POST',
    path: `/merchantRecords/${id}/withdraw`,
    body: { version },
    merchant: false,
    quietCodes: [apiCodes.conflict],
  });
  return result.content.record;
}

export function useWithdrawRecord() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: (record: MerchantRecord) => withdrawRecord(record.id, record.version),
    onSettled: () => client.invalidateQueries({ queryKey: recordsKey }),
  });
}
