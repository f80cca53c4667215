import { useQueryClient } from '@tanstack/react-query';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { loadUserData } from '../../../lib/session/user-merchants';
import { myAccountRoot } from './get-my-account';

/**
 * A change of my memberships reads the merchant list again (the sidebar's switcher; a merchant
 * left that was current gives way to the next, spec §4) and then my account.
 */
export function useAccountMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const client = useQueryClient();
  return useWriteMutation<void, T>({
    mutationFn: (input) => mutationFn(input),
    onSuccess: async () => {
      await loadUserData().catch(() => undefined);
      await client.invalidateQueries({ queryKey: myAccountRoot });
    },
  });
}
