import type { SecondFactorStatus } from '@console/contract/second-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/client';
import { useSessionStore } from '../session/session-store';

// Read by two features of /setting/account (the authenticator app and the passkeys), so it
// lives in lib; each change of a factor reads it again.
export const secondFactorKey = ['account', 'second-factor'] as const;

/** GET /api/account/second-factor: the app on or off, recovery codes left, my passkeys. */
const secondFactorQuery = () =>
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
      // The session's "required by" follows (docs/auth.md "Required"): none once set up.
      const hasFactor = status.totp || status.passkeys.length > 0;
      useSessionStore.getState().setSecondFactorRequiredBy(hasFactor ? [] : status.requiredBy);
      return status;
    },
  });

export const useSecondFactor = () => useQuery(secondFactorQuery());
