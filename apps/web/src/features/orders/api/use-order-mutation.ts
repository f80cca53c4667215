import { useQueryClient } from '@tanstack/react-query';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { ordersKey } from './keys';

/** Any change refreshes every order query of the merchant (list, counts, totals, detail). */
export function useOrderMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey(merchantId) }),
  });
}
