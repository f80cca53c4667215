import type { SubmissionDetailContent } from '@console/contract/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { auditKey } from './list-submissions';

/** GET /api/audit/submissions/{id}: snapshot, previous decided one, changed fields. */
async function fetchSubmission(id: number, signal?: AbortSignal) {
  const result = await request<SubmissionDetailContent>({
    path: `/audit/submissions/${id}`,
    merchant: false,
    signal,
  });
  return result.content;
}

const submissionQuery = (id: number) =>
  queryOptions({
    queryKey: [...auditKey, 'submission', id],
    queryFn: ({ signal }) => fetchSubmission(id, signal),
  });

export const useSubmission = (id: number) => useQuery(submissionQuery(id));
