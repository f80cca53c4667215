import type { AuditKind, SubmissionsContent } from '@console/contract/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { nextLastIdOf } from '../../lib/next-last-id';

const AUDIT_PAGE_SIZE = 20;
export type QueueStatus = 'pending' | 'decided';
export type QueueFilter = { kind: AuditKind; status: QueueStatus; keyword: string };

export const auditKey = ['audit'];

/** GET /api/audit/submissions (roles op/admin): keyset pages by `last_id`. */
async function fetchSubmissions(
  filter: QueueFilter,
  lastId: number | undefined,
  signal?: AbortSignal,
  silent?: boolean,
): Promise<SubmissionsContent> {
  const result = await request<SubmissionsContent>({
    path: '/audit/submissions',
    query: {
      kind: filter.kind,
      status: filter.status,
      keyword: filter.keyword || undefined,
      last_id: lastId,
      pageSize: AUDIT_PAGE_SIZE,
    },
    merchant: false,
    signal,
    silent,
  });
  return result.content;
}

/** The queue a page of the audit centre opens on: its kind's pending submissions. */
export const initialQueueFilter = (kind: AuditKind): QueueFilter => ({
  kind,
  status: 'pending',
  keyword: '',
});

export const submissionsQuery = (filter: QueueFilter, silent?: boolean) =>
  infiniteQueryOptions({
    queryKey: [...auditKey, 'submissions', filter],
    queryFn: ({ pageParam, signal }) => fetchSubmissions(filter, pageParam, signal, silent),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextLastIdOf,
  });

export const useSubmissions = (filter: QueueFilter) => useInfiniteQuery(submissionsQuery(filter));
