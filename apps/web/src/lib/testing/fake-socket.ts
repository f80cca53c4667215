import type { Socket } from 'socket.io-client';
import type { OpenSocket } from '../realtime/realtime-client';

type Listener = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket: tests emit server events into it. */
class FakeSocket {
  listeners = new Map<string, Listener[]>();
  isDisconnected = false;
  /** Whether the client may emit (realtime-client's emitRealtime asks): after a `connect`. */
  connected = false;
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /**
   * A test's server event, delivered to the client's listeners; the client's own emits come
   * here too, so a test hears them by listening for their event.
   */
  emit(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  connects = 0;
  disconnect() {
    this.isDisconnected = true;
    return this;
  }
  connect() {
    this.connects += 1;
    this.isDisconnected = false;
    return this;
  }
}

/** An `io` replacement that records the options and hands out one FakeSocket per call. */
export function fakeOpen() {
  const sockets: { socket: FakeSocket; options: unknown }[] = [];
  const open = ((options: unknown) => {
    const socket = new FakeSocket();
    sockets.push({ socket, options });
    return socket as unknown as Socket;
  }) as unknown as OpenSocket;
  return { open, sockets };
}
