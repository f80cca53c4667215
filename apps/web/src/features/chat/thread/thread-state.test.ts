import { describe, expect, it } from 'vitest';
import { messageOf } from '../chat-fixtures';
import {
  emptyThread,
  failPending,
  highestCustomerSeq,
  highestSeq,
  mergeMessages,
  orderedMessages,
  putPending,
  type PendingMessage,
} from './thread-state';

const pending = (clientId: string): PendingMessage => ({
  clientId,
  body: { clientId, kind: 'text', text: 'hi' },
  status: 'sending',
});

describe('thread state (docs/chat.md "Sequence": every message exactly once, in order)', () => {
  it('keeps one copy of a message that comes from the send answer, the push and a catch-up', () => {
    const sent = messageOf(4, { clientId: 'mine' });
    let state = putPending(emptyThread, pending('mine'));
    state = mergeMessages(state, [messageOf(1), messageOf(2), messageOf(3)]);
    state = mergeMessages(state, [sent]); // the push arrives first
    state = mergeMessages(state, [sent]); // then the send's answer
    state = mergeMessages(state, [messageOf(3), sent, messageOf(5)]); // then a catch-up
    expect(orderedMessages(state).map((message) => message.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(state.pending).toEqual([]);
  });

  it('orders by seq whatever the arrival order and the clocks say', () => {
    const late = messageOf(2, { createdAt: '2020-01-01T00:00:00.000Z' });
    const state = mergeMessages(emptyThread, [messageOf(3), late, messageOf(1)]);
    expect(orderedMessages(state).map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(highestSeq(state)).toBe(3);
    expect(highestCustomerSeq(state)).toBe(3);
  });

  it('marks a failed send and moves it back to sending on retry, under the same client id', () => {
    let state = putPending(emptyThread, pending('a'));
    state = failPending(state, 'a');
    expect(state.pending).toMatchObject([{ clientId: 'a', status: 'failed' }]);
    state = putPending(state, pending('a'));
    expect(state.pending).toMatchObject([{ clientId: 'a', status: 'sending' }]);
  });

  it('returns the same state when nothing arrives (no re-render)', () => {
    expect(mergeMessages(emptyThread, [])).toBe(emptyThread);
  });
});
