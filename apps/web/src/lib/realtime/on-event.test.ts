import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpen } from '../testing/fake-socket';
import { onEvent } from './on-event';
import { closeRealtime, openRealtime } from './realtime-client';

vi.mock('../session/end-session', () => ({ endSession: vi.fn() }));
vi.mock('../feedback', () => ({ toast: { error: vi.fn() } }));

const push = { kind: 'paid', orderId: 4, merchantId: 7 };

afterEach(() => closeRealtime());

describe('onEvent', () => {
  it('hands an event of the open socket to its subscribers until they stop', () => {
    const { open, sockets } = fakeOpen();
    openRealtime('tok', open);
    const received = vi.fn();
    const stop = onEvent('order', received);
    sockets[0]?.socket.emit('order', push);
    expect(received).toHaveBeenCalledWith(push);
    stop();
    sockets[0]?.socket.emit('order', push);
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('follows the socket of a later sign-in, once per event however often it reconnects', () => {
    const received = vi.fn();
    const stop = onEvent('order', received);
    const { open, sockets } = fakeOpen();
    openRealtime('tok-2', open);
    const socket = sockets[0]!.socket;
    socket.emit('connect');
    socket.emit('connect');
    socket.emit('order', push);
    expect(received).toHaveBeenCalledTimes(1);
    stop();
  });
});
