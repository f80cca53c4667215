import { useQueryClient } from '@tanstack/react-query';
import { useWriteMutation, type WriteIntent } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { membersKey } from '../../../lib/api/list-members';

/** A member change reads the list again once it succeeded. */
export function useMemberMutation<T>(mutationFn: (input: T, intent: WriteIntent) => Promise<void>) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation<void, T>({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey(merchantId) }),
  });
}
