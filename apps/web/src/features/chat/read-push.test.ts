import {
  chatReceiptPush,
  chatTypingPush,
  chatViewingPush,
  staffChatMessagePush,
} from '@console/contract/chat-realtime';
import { describe, expect, it } from 'vitest';
import { conversationOf, messageOf } from './chat-fixtures';
import { readMessagePush, readReceiptPush, readTypingPush, readViewingPush } from './read-push';

const { unread, ...conversation } = conversationOf(5);
void unread;

describe('pushes read by hand (no zod on /cc)', () => {
  it('reads the message pushes the contract schema reads', () => {
    const cases: unknown[] = [
      { merchantId: 7, message: messageOf(3), conversation },
      { merchantId: 7, message: { ...messageOf(3), seq: '3' }, conversation },
      { merchantId: 7, message: messageOf(3) },
      { message: messageOf(3), conversation },
      null,
    ];
    for (const value of cases) {
      const parsed = staffChatMessagePush.safeParse(value);
      expect(readMessagePush(value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });

  it('reads the typing pushes the contract schema reads', () => {
    const cases: unknown[] = [
      { conversationId: 5, sender: 'staff', name: 'Ann', userId: 3 },
      { conversationId: 5, sender: 'customer', name: 'Li', userId: null },
      { conversationId: 5, sender: 'robot', name: 'Li', userId: null },
      { conversationId: '5', sender: 'customer', name: 'Li', userId: null },
    ];
    for (const value of cases) {
      const parsed = chatTypingPush.safeParse(value);
      expect(readTypingPush(value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });

  it('reads the receipt pushes the contract schema reads', () => {
    const receipt = { deliveredSeq: 4, readSeq: 2 };
    const cases: unknown[] = [
      { merchantId: 7, conversationId: 5, by: 'customer', receipt },
      { merchantId: 7, conversationId: 5, by: 'staff', receipt },
      { merchantId: 7, conversationId: 5, by: 'robot', receipt },
      { merchantId: 7, conversationId: 5, by: 'customer', receipt: { deliveredSeq: 4 } },
      { merchantId: 7, conversationId: '5', by: 'customer', receipt },
      { conversationId: 5, by: 'customer', receipt },
    ];
    for (const value of cases) {
      const parsed = chatReceiptPush.safeParse(value);
      expect(readReceiptPush(value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });

  it('reads the viewing pushes the contract schema reads', () => {
    const viewing = { conversationId: 5, userId: 4, name: 'Bo', viewing: true };
    const cases: unknown[] = [
      viewing,
      { ...viewing, viewing: false },
      { ...viewing, viewing: 'yes' },
      { ...viewing, userId: null },
      { ...viewing, name: undefined },
      { ...viewing, conversationId: '5' },
    ];
    for (const value of cases) {
      const parsed = chatViewingPush.safeParse(value);
      expect(readViewingPush(value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
