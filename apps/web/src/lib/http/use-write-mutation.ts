import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useMerchantId } from '../merchant/use-merchant-id';
import { trailKey } from '../query-keys';
import { ApiError } from './api-error';

/** What a write's fetcher gets besides its input: the intent's key for the request. */
export type WriteIntent = { idempotencyKey: string };

/** Code of a repeat dropped while the same write is still running (no toast, nothing sent). */
export const BUSY_CODE = 'busy';

/** 128 random bits; getRandomValues also works off HTTPS, where randomUUID does not. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type WriteOptions<TData, TInput> = Omit<UseMutationOptions<TData, Error, TInput>, 'mutationFn'> & {
  mutationFn: (input: TInput, intent: WriteIntent) => Promise<TData>;
};

/**
 * TanStack's useMutation for a button that writes (docs/web.md "Writes"): one request at a time — a
 * second click that arrives before the button re-renders disabled is dropped (rejects with
 * `busy`), and every call carries the intent's idempotency key. The key stays the same until a
 * success, so a retry after a failure or a lost answer is the same intent; a success starts a
 * new one. Every write leaves an entry in the merchant's trail (docs/server.md "Doors"), so the
 * trail shown anywhere (the page, an object's history) is read again once the write settles.
 */
export function useWriteMutation<TData, TInput = void>(options: WriteOptions<TData, TInput>) {
  const key = useRef<string | null>(null);
  const running = useRef(false);
  const { mutationFn, onSuccess, onSettled } = options;
  const client = useQueryClient();
  const merchantId = useMerchantId();
  const mutation = useMutation<TData, Error, TInput>({
    ...options,
    mutationFn: (input) => {
      key.current ??= newIdempotencyKey();
      return mutationFn(input, { idempotencyKey: key.current });
    },
    onSuccess: (...args) => {
      key.current = null;
      return onSuccess?.(...args);
    },
    onSettled: (...args) => {
      void client.invalidateQueries({ queryKey: trailKey(merchantId) });
      return onSettled?.(...args);
    },
  });
  const { mutateAsync: run } = mutation;
  const mutateAsync = useCallback(
    async (input: TInput) => {
      if (running.current) throw new ApiError({ code: BUSY_CODE, message: BUSY_CODE });
      running.current = true;
      try {
        return await run(input);
      } finally {
        running.current = false;
      }
    },
    [run],
  );
  const mutate = useCallback(
    (input: TInput) => void mutateAsync(input).catch(() => undefined),
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
