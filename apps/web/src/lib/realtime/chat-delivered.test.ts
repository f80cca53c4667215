import { CHAT_DELIVERED_EVENT, CHAT_MESSAGE_EVENT } from '@console/contract/chat-realtime';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOpen } from '../testing/fake-socket';
import { useChatDeliveredSignals } from './chat-delivered';
import { closeRealtime, openRealtime } from './realtime-client';

afterEach(() => closeRealtime());

describe('useChatDeliveredSignals (docs/chat.md "Delivery states")', () => {
  it("reports each customer message pushed to the shell delivered, not staff's, not while offline", () => {
    const { open, sockets } = fakeOpen();
    openRealtime('t', open);
    const socket = sockets[0]!.socket;
    const sent: unknown[] = [];
    socket.on(CHAT_DELIVERED_EVENT, (payload) => sent.push(payload));
    renderHook(() => useChatDeliveredSignals());
    const push = (sender: string, seq: number) =>
      socket.emit(CHAT_MESSAGE_EVENT, {
        merchantId: 7,
        message: { conversationId: 5, seq, sender },
        conversation: {},
      });

    push('customer', 1);
    socket.emit('connect');
    push('customer', 2);
    push('staff', 3);
    socket.emit(CHAT_MESSAGE_EVENT, {
      message: { conversationId: '5', seq: 4, sender: 'customer' },
    });
    expect(sent).toEqual([{ conversationId: 5, seq: 2 }]);
  });
});
