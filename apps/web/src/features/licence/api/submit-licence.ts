import type { LicenceContent, SubmitLicenceBody } from '@console/contract/licences';
import { apiCodes } from '@console/contract/api-codes';
import { useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation, type WriteIntent } from '../../../lib/http/use-write-mutation';
import { licenceKey } from '../../../lib/api/get-licence';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

/** PUT /api/merchant/licence: submits for review against the version read (0 the first time). */
async function submitLicence(body: SubmitLicenceBody, intent?: WriteIntent) {
  const result = await request<LicenceContent>({
    method: 'PUT',
    path: '/merchant/licence',
    body,
    quietCodes: [apiCodes.conflict],
    idempotencyKey: intent?.idempotencyKey,
  });
  // Skipped without a merchant (spec §6): rejects, so no "submitted" toast follows.
  return contentOf(result);
}

export function useSubmitLicence() {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn: submitLicence,
    onSettled: () => client.invalidateQueries({ queryKey: licenceKey(merchantId) }),
  });
}
