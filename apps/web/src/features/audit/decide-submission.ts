import type { DecideBody, DecisionContent } from '@console/contract/audit';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { useWriteMutation } from '../../lib/http/use-write-mutation';
import { auditKey } from './list-submissions';

/** POST /api/audit/submissions/{id}/decision; a second decision answers 1004 (message shown). */
async function decideSubmission({ id, ...body }: DecideBody & { id: number }) {
  const result = await request<DecisionContent>({
    method: 'POST',
    path: `/audit/submissions/${id}/decision`,
    body,
    merchant: false,
  });
  return result.content.submission;
}

/** Either way the queue, counts and detail are read again. */
export function useDecideSubmission() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: decideSubmission,
    onSettled: () => client.invalidateQueries({ queryKey: auditKey }),
  });
}
