import type { RenamePasskeyBody } from '@console/contract/passkeys';
import type { PasskeyInfo } from '@console/contract/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { secondFactorKey } from '../../../lib/api/get-second-factor';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** PUT /api/account/passkeys/{id} */
async function renamePasskey({ id, name }: { id: number; name: string }): Promise<PasskeyInfo> {
  const body: RenamePasskeyBody = { name };
  const answer = await request<PasskeyInfo>({
    method: 'PUT',
    path: `/account/passkeys/${id}`,
    body,
    merchant: false,
  });
  return answer.content;
}

export function useRenamePasskey() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: renamePasskey,
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKey }),
  });
}
