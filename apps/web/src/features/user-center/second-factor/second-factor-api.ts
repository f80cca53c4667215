import type { EmptyContent } from '@console/contract/envelope';
import type {
  RecoveryCodesContent,
  SecondFactorStatus,
  TotpSetupContent,
} from '@console/contract/second-factor';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useSessionStore } from '../../../lib/session/session-store';

// docs/auth.md "Second factor": my authenticator app and recovery codes in /setting/account.

const secondFactorKey = ['account', 'second-factor'];

/** GET /api/account/second-factor; the session's "required by" follows what it says. */
const statusQuery = () =>
  queryOptions({
    queryKey: secondFactorKey,
    queryFn: async ({ signal }) => {
      const status = (
        await request<SecondFactorStatus>({
          path: '/account/second-factor',
          merchant: false,
          signal,
        })
      ).content;
      const hasFactor = status.totp || status.passkeys.length > 0;
      useSessionStore.getState().setSecondFactorRequiredBy(hasFactor ? [] : status.requiredBy);
      return status;
    },
  });

export const useSecondFactorStatus = () => useQuery(statusQuery());

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
