import type { EmptyContent } from '@console/contract/envelope';
import type { RecoveryCodesContent, TotpSetupContent } from '@console/contract/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { secondFactorKey } from '../../../lib/api/get-second-factor';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';

// docs/auth.md "Second factor": my authenticator app and recovery codes in /setting/account.

const post = async <T>(path: string, body: Record<string, unknown> = {}) =>
  (await request<T>({ method: 'POST', path, body, merchant: false })).content;

/** A change of a factor reads the status again once it succeeded. */
function useFactorChange<T, V>(mutationFn: (input: V) => Promise<T>) {
  const client = useQueryClient();
  return useWriteMutation<T, V>({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKey }),
  });
}

/** POST /api/account/totp/setup: a new secret, not yet on. */
export const useTotpSetup = () =>
  useWriteMutation<TotpSetupContent, void>({
    mutationFn: () => post<TotpSetupContent>('/account/totp/setup'),
  });

/** POST /api/account/totp/enable: on with its first code; answers the recovery codes. */
export const useTotpEnable = () =>
  useFactorChange(
    async (code: string) =>
      (await post<RecoveryCodesContent>('/account/totp/enable', { code })).recoveryCodes,
  );

/** POST /api/account/totp/disable */
export const useTotpDisable = () =>
  useFactorChange(async (code: string) => {
    await post<EmptyContent>('/account/totp/disable', { code });
    return null;
  });

/** POST /api/account/recovery-codes: ten new ones. */
export const useRecoveryCodesRenewal = () =>
  useFactorChange(
    async (code: string) =>
      (await post<RecoveryCodesContent>('/account/recovery-codes', { code })).recoveryCodes,
  );
