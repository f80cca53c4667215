import { request } from '../../../lib/http/client';

type CallOptions = { signal?: AbortSignal; idempotencyKey?: string; silent?: boolean };

/**
 * Every system management call is `POST /api/system/<path>` with the contract's body
 * (docs/system.md "Who may call", spec §7 demo calls). They are platform calls: no merchant needs
 * to be chosen.
 */
export async function systemCall<T>(path: string, body: object, options: CallOptions = {}) {
  const result = await request<T>({
    method: 'POST',
    path: `/system/${path}`,
    body: { ...body },
    merchant: false,
    ...options,
  });
  return result.content;
}
