import type { OperatorHomeContent } from '@console/contract/home';
import { useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';

const operatorHomeKey = ['home', 'operator'] as const;

/** GET /api/home/operator: audit queues, decisions and new merchants (operators only). */
export function useOperatorHome(enabled: boolean) {
  return useQuery({
    queryKey: operatorHomeKey,
    queryFn: async ({ signal }) =>
      contentOf(
        await request<OperatorHomeContent>({ path: '/home/operator', merchant: false, signal }),
      ),
    enabled,
  });
}
