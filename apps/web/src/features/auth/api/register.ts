import type { RegisterBody, SessionContent } from '@console/contract/auth';
import { request } from '../../../lib/http/client';
import { useWriteMutation, type WriteIntent } from '../../../lib/http/use-write-mutation';

/** POST /api/register (spec §7): mail, password, mobile, captcha; one account per intent. */
async function register(body: RegisterBody, intent?: WriteIntent): Promise<SessionContent> {
  const result = await request<SessionContent>({
    method: 'POST',
    path: '/register',
    body,
    merchant: false,
    idempotencyKey: intent?.idempotencyKey,
  });
  return result.content;
}

export function useRegister() {
  return useWriteMutation({ mutationFn: register });
}
