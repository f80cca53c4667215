import type { AssigneesContent } from '@console/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { chatKey } from './keys';

/** GET /api/chat/assignees: the members holding chat:reply, and the caller's own user id. */
const assigneesQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: [...chatKey(merchantId), 'assignees'],
    queryFn: async ({ signal }) =>
      contentOf(await request<AssigneesContent>({ path: '/chat/assignees', signal })),
    enabled: merchantId !== null,
    staleTime: 60_000,
  });

export function useAssignees() {
  return useQuery(assigneesQuery(useMerchantId()));
}
