import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpen } from '../testing/fake-socket';
import {
  closeRealtime,
  connectedAfter,
  onConnect,
  onMessage,
  openRealtime,
  openRealtimeOnce,
} from './realtime-client';

const endSession = vi.hoisted(() => vi.fn());
vi.mock('../session/end-session', () => ({ endSession }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('../feedback', () => ({ toast: { error: toastError } }));

const message = { id: 7, content: 'approved', type: 1, created_at: '2026-01-01', ref_id: 3 };

afterEach(() => {
  closeRealtime();
  endSession.mockReset();
});

describe('realtime client', () => {
  it('connects to the same origin with the session token', () => {
    const { open, sockets } = fakeOpen();
    openRealtime('tok-1', open);
    expect(sockets[0]?.options).toEqual({
      auth: { token: 'tok-1' },
      transports: ['websocket', 'polling'],
    });
  });

  it('hands pushed messages and each connect to the subscribers', () => {
    const { open, sockets } = fakeOpen();
    const received = vi.fn();
    const connected = vi.fn();
    const stop = onMessage(received);
    onConnect(connected);
    openRealtime('tok', open);
    sockets[0]?.socket.emit('connect');
    sockets[0]?.socket.emit('message', message);
    expect(received).toHaveBeenCalledWith(message);
    expect(connected).toHaveBeenCalledTimes(1);
    stop();
    sockets[0]?.socket.emit('message', message);
    expect(received).toHaveBeenCalledTimes(1);
  });

  // docs/realtime.md "When the console connects": the layout route opens the socket early, the
  // layout keeps it.
  it('opens once per token, and knows when its connection was made', () => {
    const { open, sockets } = fakeOpen();
    openRealtimeOnce('tok', open);
    openRealtimeOnce('tok', open);
    expect(sockets).toHaveLength(1);
    const before = Date.now() - 1;
    expect(connectedAfter(before)).toBe(false);
    sockets[0]?.socket.emit('connect');
    expect(connectedAfter(before)).toBe(true);
    expect(connectedAfter(Date.now() + 1000)).toBe(false);
    sockets[0]?.socket.emit('disconnect', 'transport close');
    expect(connectedAfter(before)).toBe(false);
    openRealtimeOnce('other', open);
    expect(sockets).toHaveLength(2);
  });

  it('treats a 1007 refusal as an expired login', () => {
    const { open, sockets } = fakeOpen();
    openRealtime('stale', open);
    sockets[0]?.socket.emit(
      'connect_error',
      Object.assign(new Error('x'), { data: { code: '1007' } }),
    );
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.socket.isDisconnected).toBe(true);
  });

  it('connects again when the server drops the socket, so a revoked session learns it', () => {
    const { open, sockets } = fakeOpen();
    openRealtime('t', open);
    const socket = sockets[0]!.socket;
    socket.emit('disconnect', 'transport close');
    expect(socket.connects).toBe(0);
    socket.emit('disconnect', 'io server disconnect');
    expect(socket.connects).toBe(1);
  });

  it('keeps the session on other connection errors', () => {
    const { open, sockets } = fakeOpen();
    openRealtime('tok', open);
    sockets[0]?.socket.emit('connect_error', new Error('xhr poll error'));
    expect(endSession).not.toHaveBeenCalled();
  });

  it('closes the previous socket when a new session opens one', () => {
    const { open, sockets } = fakeOpen();
    openRealtime('a', open);
    openRealtime('b', open);
    expect(sockets[0]?.socket.isDisconnected).toBe(true);
    expect(sockets[1]?.socket.isDisconnected).toBe(false);
  });
});
