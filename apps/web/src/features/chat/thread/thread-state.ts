import type { ChatMessage, StaffSendBody } from '@console/contract/chat';

// docs/chat.md "Sequence", every message exactly once, in order: whatever brings a message (the
// send's answer, the realtime push, a history page, a catch-up read), it lands in one map keyed by
// the server's `seq`, and the thread is that map in seq order. The client's clock orders nothing.

/** A staff message not yet acknowledged by the server, known by its client id. */
export type PendingMessage = {
  clientId: string;
  body: StaffSendBody;
  /** An image still to upload (retried with the message when the upload failed). */
  file?: File;
  status: 'sending' | 'failed';
};

export type ThreadState = {
  bySeq: ReadonlyMap<number, ChatMessage>;
  pending: readonly PendingMessage[];
};

export const emptyThread: ThreadState = { bySeq: new Map(), pending: [] };

/** Merges messages by seq (a repeat replaces, never adds) and settles their pending copies. */
export function mergeMessages(state: ThreadState, messages: readonly ChatMessage[]): ThreadState {
  if (messages.length === 0) return state;
  const bySeq = new Map(state.bySeq);
  for (const message of messages) bySeq.set(message.seq, message);
  const arrived = new Set(messages.map((message) => message.clientId));
  const pending = state.pending.filter((item) => !arrived.has(item.clientId));
  return { bySeq, pending: pending.length === state.pending.length ? state.pending : pending };
}

/** A new send, or a retry of a failed one (same client id: it moves back to "sending"). */
export function putPending(state: ThreadState, item: PendingMessage): ThreadState {
  const known = state.pending.some((one) => one.clientId === item.clientId);
  const pending = known
    ? state.pending.map((one) => (one.clientId === item.clientId ? item : one))
    : [...state.pending, item];
  return { ...state, pending };
}

export function failPending(state: ThreadState, clientId: string): ThreadState {
  return {
    ...state,
    pending: state.pending.map((one) =>
      one.clientId === clientId ? { ...one, status: 'failed' as const } : one,
    ),
  };
}

/** The thread in seq order. */
export function orderedMessages(state: ThreadState): ChatMessage[] {
  return [...state.bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held (0 for none): a catch-up asks for what came after it. */
export function highestSeq(state: ThreadState): number {
  let highest = 0;
  for (const seq of state.bySeq.keys()) highest = Math.max(highest, seq);
  return highest;
}

/** The highest seq of a customer message held (0 for none): what marking read is about. */
export function highestCustomerSeq(state: ThreadState): number {
  let highest = 0;
  for (const message of state.bySeq.values()) {
    if (message.sender === 'customer') highest = Math.max(highest, message.seq);
  }
  return highest;
}

/** A client message id (contract: word characters and dashes, ≤ 64). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure origins; getRandomValues everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
