import type { MerchantRoomKind } from './merchant-rooms.ts';

/**
 * One event the hub sends to a room, for whoever watches the emits (a trace's span:
 * docs/operations.md "Traces"). Only the event's name and the kind of room: the room's id names
 * a user, a customer or a merchant, and the payload holds what people wrote, so neither leaves.
 */
export interface ObservedEmit {
  event: string;
  roomKind: 'user' | 'customer' | 'roles' | MerchantRoomKind;
}

/**
 * Runs `send` (the emit itself) inside whatever it sets up, so that what the emit does (the
 * Redis adapter's publish) happens within it. It must call `send` exactly once.
 */
export type EmitObserver = (emit: ObservedEmit, send: () => void) => void;

const observers = new Set<EmitObserver>();

/** Watches every emit of this process's hub; returns the way to stop. */
export function addEmitObserver(observer: EmitObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Sends through every observer, the first one added outermost. */
export function observeEmit(emit: ObservedEmit, send: () => void): void {
  if (observers.size === 0) return send();
  let run = send;
  for (const observer of [...observers].reverse()) {
    const inner = run;
    run = () => observer(emit, inner);
  }
  run();
}
