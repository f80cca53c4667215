import type { ProfileContent } from '@console/contract/account-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';

export const profileKey = ['account', 'profile'];

/** GET /api/account/profile: my nickname, avatar and time zone (docs/account.md). */
const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: async ({ signal }) =>
      (await request<ProfileContent>({ path: '/account/profile', merchant: false, signal }))
        .content,
  });

export const useProfile = () => useQuery(profileQuery());
