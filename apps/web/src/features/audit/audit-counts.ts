import type { AuditCountsContent } from '@console/contract/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { auditKey } from './list-submissions';

/** GET /api/audit/counts: pending submissions per kind. */
async function fetchAuditCounts(signal?: AbortSignal): Promise<AuditCountsContent> {
  const result = await request<AuditCountsContent>({
    path: '/audit/counts',
    merchant: false,
    signal,
  });
  return result.content;
}

const auditCountsQuery = () =>
  queryOptions({
    queryKey: [...auditKey, 'counts'],
    queryFn: ({ signal }) => fetchAuditCounts(signal),
  });

export const useAuditCounts = () => useQuery(auditCountsQuery());
