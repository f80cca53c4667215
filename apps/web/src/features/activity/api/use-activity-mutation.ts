import { useQueryClient } from '@tanstack/react-query';
import { useWriteMutation, type WriteIntent } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { activitiesKey } from './keys';

/** Any change refreshes every activity query of the merchant (lists, detail, overview). */
export function useActivityMutation<I, O>(
  mutationFn: (input: I, intent: WriteIntent) => Promise<O>,
) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation<O, I>({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: activitiesKey(merchantId) }),
  });
}
