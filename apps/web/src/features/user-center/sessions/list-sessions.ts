import type { AccountSessionsContent, SignInsContent } from '@console/contract/account-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';

export const sessionsKey = ['account', 'sessions'];
const signInsKey = ['account', 'sign-ins'];

/** GET /api/account/sessions: my live sessions, this one marked current. */
const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      (
        await request<AccountSessionsContent>({
          path: '/account/sessions',
          merchant: false,
          signal,
        })
      ).content.sessions,
  });

/** GET /api/account/sign-ins: my last password sign-in attempts. */
const signInsQuery = () =>
  queryOptions({
    queryKey: signInsKey,
    queryFn: async ({ signal }) =>
      (await request<SignInsContent>({ path: '/account/sign-ins', merchant: false, signal }))
        .content.signIns,
  });

export const useSessions = () => useQuery(sessionsQuery());
export const useSignIns = () => useQuery(signInsQuery());
