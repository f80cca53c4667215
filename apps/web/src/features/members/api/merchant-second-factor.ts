import type { MerchantSecondFactorContent } from '@console/contract/second-factor';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

// docs/auth.md "Required": whether the merchant requires a second factor of everyone here.

const settingKey = (merchantId: number | null) => ['merchant', merchantId, 'second-factor'];

/** GET /api/merchant/second-factor */
export function useMerchantSecondFactor({ enabled }: { enabled: boolean }) {
  const merchantId = useMerchantId();
  return useQuery(
    queryOptions({
      queryKey: settingKey(merchantId),
      queryFn: async ({ signal }) =>
        contentOf(
          await request<MerchantSecondFactorContent>({ path: '/merchant/second-factor', signal }),
        ).required,
      enabled: enabled && merchantId !== null,
    }),
  );
}

/** PUT /api/merchant/second-factor (the owner). */
export function useSetMerchantSecondFactor() {
  const merchantId = useMerchantId();
  const client = useQueryClient();
  return useWriteMutation<boolean, boolean>({
    mutationFn: async (required) =>
      contentOf(
        await request<MerchantSecondFactorContent>({
          method: 'PUT',
          path: '/merchant/second-factor',
          body: { required },
        }),
      ).required,
    onSuccess: (required) => client.setQueryData(settingKey(merchantId), required),
  });
}
