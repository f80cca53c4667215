import type { SessionContent } from '@console/contract/auth';
import type { SecondFactorBody } from '@console/contract/second-factor';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

/** POST /api/login/second-factor: the sign-in's ticket and an app or recovery code. */
async function loginSecondFactor(body: SecondFactorBody): Promise<SessionContent> {
  const result = await request<SessionContent>({
    method: 'POST',
    path: '/login/second-factor',
    body,
    merchant: false,
  });
  return result.content;
}

export function useLoginSecondFactor() {
  return useWriteMutation({ mutationFn: loginSecondFactor });
}
