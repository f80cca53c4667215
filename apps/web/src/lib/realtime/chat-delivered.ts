import { CHAT_DELIVERED_EVENT, CHAT_MESSAGE_EVENT } from '@console/contract/chat-realtime';
import { useEffect } from 'react';
import { onEvent } from './on-event';
import { emitRealtime } from './realtime-client';

// Delivered (docs/chat.md "Delivery states"): this device holds a conversation's messages up to a
// seq. The shell says so for every customer message pushed to it, wherever the member is in the
// console; /cc also for what a history or catch-up page brought.

/** Tells the server this device holds the conversation's messages up to `seq`. */
export function signalDelivered(conversationId: number, seq: number): void {
  if (seq > 0) emitRealtime(CHAT_DELIVERED_EVENT, { conversationId, seq });
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** The shell's part: each customer message pushed to this device is reported delivered. */
export function useChatDeliveredSignals(): void {
  useEffect(
    () =>
      onEvent(CHAT_MESSAGE_EVENT, (payload) => {
        const message = isObject(payload) ? payload.message : undefined;
        if (!isObject(message) || message.sender !== 'customer') return;
        const { conversationId, seq } = message;
        if (typeof conversationId === 'number' && typeof seq === 'number') {
          signalDelivered(conversationId, seq);
        }
      }),
    [],
  );
}
