import type { SecondFactorStatus } from '@console/contract/second-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/client';

// Read by two features of /setting/account (the authenticator app and the passkeys), so it
// lives in lib; each change of a factor reads it again.
export const secondFactorKey = ['account', 'second-factor'] as const;

/** GET /api/account/second-factor: the app on or off, recovery codes left, my passkeys. */
const secondFactorQuery = () =>
  queryOptions({
    queryKey: secondFactorKey,
    queryFn: async ({ signal }) =>
      (
        await request<SecondFactorStatus>({
          path: '/account/second-factor',
          merchant: false,
          signal,
        })
      ).content,
  });

export const useSecondFactor = () => useQuery(secondFactorQuery());
