import { describe, expect, it } from 'vitest';
import { conversationMoves, statusOf } from './conversation-moves';

describe('conversation moves offered (contract CONVERSATION_MOVES)', () => {
  it('offers each status the moves the server accepts from it', () => {
    expect(conversationMoves('open')).toEqual(['snooze', 'resolve']);
    expect(conversationMoves('snoozed')).toEqual(['reopen', 'snooze', 'resolve']);
    expect(conversationMoves('resolved')).toEqual(['reopen']);
  });

  it('asks for the status each move ends in', () => {
    expect([statusOf('reopen'), statusOf('snooze'), statusOf('resolve')]).toEqual([
      'open',
      'snoozed',
      'resolved',
    ]);
  });
});
