import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { auditKey } from './list-submissions';

type AuditCounts = { record: number; licence: number; activity: number };

/** GET /api/audit/counts: pending submissions per kind. */
export async function fetchAuditCounts(signal?: AbortSignal): Promise<AuditCounts> {
  const result = await request<AuditCounts>({ path: '/audit/counts', merchant: false, signal });
  return result.content;
}

export const auditCountsQuery = () =>
  queryOptions({
    queryKey: [...auditKey, 'counts'],
    queryFn: ({ signal }) => fetchAuditCounts(signal),
  });

export const useAuditCounts = () => useQuery(auditCountsQuery());
