import type { ChatMessage } from '@console/contract/chat';

// What one client holds of one conversation, merged by seq as the console does (docs/chat.md
// "Sequence"): the send's answer, pushes and catch-up pages all land in one map.

export type Held = Pick<ChatMessage, 'id' | 'seq' | 'clientId' | 'sender'>;
export type Page = { messages: ChatMessage[]; nextLastId: number | null };

export function createView(conversationId: number) {
  const held = new Map<number, Held>();
  let maxSeq = 0;
  let catchingUp: Promise<void> | null = null;
  let again = false;
  const view = {
    conversationId,
    held,
    /** A seq answered with two different messages: must stay 0. */
    conflicts: 0,
    /** Pushes that arrived past the next seq and made the view catch up. */
    gaps: 0,
    catchUps: 0,
    maxSeq: () => maxSeq,
    merge(message: Held): void {
      const known = held.get(message.seq);
      if (known && known.id !== message.id) view.conflicts += 1;
      if (known) return;
      held.set(message.seq, {
        id: message.id,
        seq: message.seq,
        clientId: message.clientId,
        sender: message.sender,
      });
      maxSeq = Math.max(maxSeq, message.seq);
    },
    /**
     * Reads `after_seq` = the highest seq held, page after page; one catch-up at a time, one
     * more after it when asked meanwhile (as the console's thread does).
     */
    catchUp(read: (afterSeq: number) => Promise<Page | null>): Promise<void> {
      if (catchingUp) {
        again = true;
        return catchingUp;
      }
      catchingUp = (async () => {
        do {
          again = false;
          view.catchUps += 1;
          let after = maxSeq;
          for (;;) {
            const page = await read(after);
            if (!page) break;
            for (const message of page.messages) view.merge(message);
            if (page.nextLastId === null) break;
            after = page.nextLastId;
          }
        } while (again);
      })().finally(() => (catchingUp = null));
      return catchingUp;
    },
  };
  return view;
}

export type ConversationView = ReturnType<typeof createView>;
