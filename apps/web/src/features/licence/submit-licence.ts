import type { LicenceContent, SubmitLicenceBody } from '@console/contract/licences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { useSessionStore } from '../../lib/session/session-store';
import { licenceKey } from './get-licence';

/** PUT /api/merchant/licence: submits for review against the version read (0 the first time). */
export async function submitLicence(body: SubmitLicenceBody) {
  const result = await request<LicenceContent>({
    method: 'PUT',
    path: '/merchant/licence',
    body,
    quietCodes: ['1004'],
  });
  return result.code === 'own' ? null : result.content;
}

export function useSubmitLicence() {
  const client = useQueryClient();
  const merchantId = useSessionStore((state) => state.company?.id ?? null);
  return useMutation({
    mutationFn: submitLicence,
    onSettled: () => client.invalidateQueries({ queryKey: licenceKey(merchantId) }),
  });
}
