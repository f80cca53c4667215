import type { ListLogsContent } from '@console/contract/client-logs';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { nextLastIdOf } from '../../lib/next-last-id';

export const SERVER_LOG_PAGE_SIZE = 20;

export type ServerLogFilter = { type?: 'info' | 'error'; keyword?: string };

/** GET /api/logs (roles op and admin): every user's reported entries, newest first, by last_id. */
const serverLogsQuery = (filter: ServerLogFilter) =>
  infiniteQueryOptions({
    queryKey: ['server-logs', filter],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const result = await request<ListLogsContent>({
        path: '/logs',
        query: {
          type: filter.type,
          keyword: filter.keyword || undefined,
          last_id: pageParam,
          pageSize: SERVER_LOG_PAGE_SIZE,
        },
        merchant: false,
        signal,
      });
      return result.content;
    },
    getNextPageParam: nextLastIdOf,
  });

export function useServerLogs(filter: ServerLogFilter) {
  return useInfiniteQuery(serverLogsQuery(filter));
}
