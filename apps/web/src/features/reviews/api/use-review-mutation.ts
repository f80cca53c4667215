import { useQueryClient } from '@tanstack/react-query';
import { reviewsKey } from '../../../lib/api/list-reviews';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

/** Any change refreshes every review query of the merchant (list, summary, detail). */
export function useReviewMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey(merchantId) }),
  });
}
