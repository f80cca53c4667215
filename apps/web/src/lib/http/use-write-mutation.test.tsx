import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { trailKey } from '../query-keys';
import { signInToShop } from '../testing/session';
import { ApiError } from './api-error';
import { BUSY_CODE, useWriteMutation, type WriteIntent } from './use-write-mutation';

// docs/web.md "Writes": one request per intent, and one key per intent.
function setup() {
  const calls: WriteIntent[] = [];
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const mutationFn = (_input: string, intent: WriteIntent) => {
    calls.push(intent);
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const settled: string[] = [];
  const { result } = renderHook(
    () =>
      useWriteMutation({ mutationFn, onSettled: (_data, _error, input) => settled.push(input) }),
    { wrapper },
  );
  return { result, calls, pending, client, settled };
}

describe('useWriteMutation', () => {
  it('drops a second call while the first runs: one request, the repeat rejects as busy', async () => {
    const { result, calls, pending } = setup();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync('a');
      second = result.current.mutateAsync('a');
    });
    await expect(second).rejects.toMatchObject({ code: BUSY_CODE });
    await act(async () => pending[0]!.resolve('done'));
    await expect(first).resolves.toBe('done');
    expect(calls).toHaveLength(1);
  });

  it('keeps the key for a retry after a failure and starts a new one after a success', async () => {
    const { result, calls, pending } = setup();
    await act(async () => {
      const failed = result.current.mutateAsync('a').catch((error: unknown) => error);
      await Promise.resolve();
      pending[0]!.reject(new ApiError({ code: '9999', message: 'down' }));
      await failed;
    });
    await act(async () => {
      const retried = result.current.mutateAsync('a');
      await Promise.resolve();
      pending[1]!.resolve('ok');
      await retried;
    });
    await act(async () => {
      const next = result.current.mutateAsync('b');
      await Promise.resolve();
      pending[2]!.resolve('ok');
      await next;
    });
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(calls[2]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
    expect(calls[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes the merchant’s trail stale once a write settles, failed or not (docs/server.md "Doors")', async () => {
    signInToShop();
    const { result, pending, client, settled } = setup();
    const seen = [...trailKey(7), { objectType: 'order', objectId: 5 }, 10];
    const other = ['merchant', 7, 'orders', 'list'];
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    client.setQueryData(seen, { pages: [] });
    client.setQueryData(other, { pages: [] });
    await act(async () => {
      const done = result.current.mutateAsync('a');
      await Promise.resolve();
      pending[0]!.resolve('ok');
      await done;
    });
    expect(stale(seen)).toBe(true);
    expect(stale(other)).toBe(false);
    client.setQueryData(seen, { pages: [] });
    expect(stale(seen)).toBe(false);
    await act(async () => {
      const failed = result.current.mutateAsync('b').catch((error: unknown) => error);
      await Promise.resolve();
      pending[1]!.reject(new ApiError({ code: '1004', message: 'conflict' }));
      await failed;
    });
    expect(stale(seen)).toBe(true);
    // The caller's own onSettled still runs.
    expect(settled).toEqual(['a', 'b']);
  });
});
