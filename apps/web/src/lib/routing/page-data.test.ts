import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../query-client';
import { prefillQuery } from './page-data';

// docs/web.md "Ready at once", Page data: the route's early call fills the page's keys; when it
// fails, the page asks with its own call, once.

afterEach(() => queryClient.clear());

const key = ['page-data-test', 1] as const;

describe('prefillQuery', () => {
  it('leaves the answer under the page key, where the page finds it without asking', async () => {
    const early = vi.fn(async () => 'figures');
    await prefillQuery({ queryKey: key, queryFn: early });
    const own = vi.fn(async () => 'asked again');
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: own,
      staleTime: 30_000,
    });
    const seen = vi.fn();
    const stop = observer.subscribe(seen);
    expect(observer.getCurrentResult().data).toBe('figures');
    expect(own).not.toHaveBeenCalled();
    stop();
  });

  it('forgets a failed early call, so a page not yet shown asks itself when it mounts', async () => {
    await prefillQuery({
      queryKey: key,
      queryFn: async () => {
        throw new Error('down');
      },
    });
    const state = queryClient.getQueryState(key);
    expect(state?.status).toBe('pending');
    expect(state?.error).toBeNull();
  });

  it('has a page already showing ask with its own call once the early one failed', async () => {
    let fail: (error: Error) => void = () => undefined;
    const early = new Promise<string>((_resolve, reject) => (fail = reject));
    const running = prefillQuery({ queryKey: key, queryFn: () => early });
    // The page mounts while the early call is in flight: it waits on it rather than asking.
    const own = vi.fn(async () => 'from the page');
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: own,
      staleTime: 30_000,
    });
    const stop = observer.subscribe(() => undefined);
    expect(own).not.toHaveBeenCalled();

    fail(new Error('down'));
    await running;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('from the page'));
    expect(own).toHaveBeenCalledTimes(1);
    stop();
  });
});
