import type { AuditCountsContent } from '@console/contract/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { auditKey } from './list-submissions';

/** GET /api/audit/counts: pending submissions per kind. */
async function fetchAuditCounts(
  signal?: AbortSignal,
  silent?: boolean,
): Promise<AuditCountsContent> {
  const result = await request<AuditCountsContent>({
    path: '/audit/counts',
    merchant: false,
    signal,
    silent,
  });
  return result.content;
}

export const auditCountsQuery = (silent?: boolean) =>
  queryOptions({
    queryKey: [...auditKey, 'counts'],
    queryFn: ({ signal }) => fetchAuditCounts(signal, silent),
  });

export const useAuditCounts = () => useQuery(auditCountsQuery());
