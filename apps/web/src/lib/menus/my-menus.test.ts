import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../query-client';
import { closeRealtime, openRealtime } from '../realtime/realtime-client';
import { fakeOpen } from '../testing/fake-socket';
import { useLiveMenus } from './my-menus';

afterEach(() => {
  closeRealtime();
  queryClient.clear();
  vi.restoreAllMocks();
});

// docs/realtime.md "When the console connects": the route guard reads the menus while the
// socket is still connecting; a role change made between that read and the connect is not
// pushed to it.
describe('useLiveMenus', () => {
  it('reads the menus again when the socket connected after they were read', () => {
    queryClient.setQueryData(['my-menus', 'u1'], { tree: [] }, { updatedAt: Date.now() - 5000 });
    const { open, sockets } = fakeOpen();
    openRealtime('tok', open);
    sockets[0]?.socket.emit('connect');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHook(() => useLiveMenus());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['my-menus'] });
  });

  it('does not when they were read over the connected socket', () => {
    const { open, sockets } = fakeOpen();
    openRealtime('tok', open);
    sockets[0]?.socket.emit('connect');
    queryClient.setQueryData(['my-menus', 'u1'], { tree: [] }, { updatedAt: Date.now() + 1 });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHook(() => useLiveMenus());
    expect(invalidate).not.toHaveBeenCalled();
    // Each later connect reads them again, as before.
    sockets[0]?.socket.emit('connect');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['my-menus'] });
  });
});
