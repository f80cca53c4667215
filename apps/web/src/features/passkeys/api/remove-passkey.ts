import { useQueryClient } from '@tanstack/react-query';
import { secondFactorKey } from '../../../lib/api/get-second-factor';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** DELETE /api/account/passkeys/{id} */
async function removePasskey(id: number): Promise<void> {
  await request<null>({ method: 'DELETE', path: `/account/passkeys/${id}`, merchant: false });
}

/** Removes one of my passkeys; the last one (without the app) takes the second factor off. */
export function useRemovePasskey() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: removePasskey,
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKey }),
  });
}
