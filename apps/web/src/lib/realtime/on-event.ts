import type { Socket } from 'socket.io-client';
import { currentRealtimeSocket, onConnect } from './realtime-client';

type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
/** Which events each socket already dispatches: a reconnect must not attach them twice. */
const attached = new WeakMap<Socket, Set<string>>();
let isWatchingConnects = false;

function dispatch(event: string, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

function attach(socket: Socket | null, event: string) {
  if (!socket) return;
  const events = attached.get(socket) ?? new Set<string>();
  if (events.has(event)) return;
  events.add(event);
  attached.set(socket, events);
  socket.on(event, (payload: unknown) => dispatch(event, payload));
}

/**
 * Any server event other than `message` (e.g. the merchant's `order` push, docs/realtime.md
 * "Events"). The socket is replaced on each sign-in, so handlers are attached to whichever socket
 * connects.
 */
export function onEvent(event: string, handler: Handler): () => void {
  if (!isWatchingConnects) {
    isWatchingConnects = true;
    onConnect(() => {
      for (const name of handlers.keys()) attach(currentRealtimeSocket(), name);
    });
  }
  const set = handlers.get(event) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(event, set);
  attach(currentRealtimeSocket(), event);
  return () => {
    set.delete(handler);
  };
}
