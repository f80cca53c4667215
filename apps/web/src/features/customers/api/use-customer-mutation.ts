import { useQueryClient } from '@tanstack/react-query';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { customersKey } from './keys';

/** Any change refreshes every customer query of the merchant (list, tags, detail). */
export function useCustomerMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: customersKey(merchantId) }),
  });
}
