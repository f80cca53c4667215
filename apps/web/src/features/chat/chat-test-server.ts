import {
  type AssigneesContent,
  type ChatMessage,
  type ChatMessagesContent,
  type ChatUnreadContent,
  type ConversationSummary,
  type ConversationContent,
  type ConversationContextContent,
  type ConversationsContent,
  type QuickRepliesContent,
  type SentContent,
} from '@console/contract/chat';
import { CHAT_MESSAGE_EVENT, type StaffChatMessagePush } from '@console/contract/chat-realtime';
import type { ChatTargets } from '@console/contract/chat-targets';
import type { Mock } from 'vitest';
import { ok } from '../../lib/testing/answers';
import { conversationOf } from './chat-fixtures';

// The fake server of the /cc component tests: the endpoints the page calls, typed with the
// contract; a test replaces the answers it is about.

export type Call = {
  method?: string;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
};

export type ChatServer = {
  history: (query: Record<string, unknown>) => ChatMessagesContent;
  after: (afterSeq: number) => ChatMessagesContent;
  send: (body: Record<string, unknown>) => Promise<SentContent>;
  quickReplies: QuickRepliesContent['quickReplies'];
  /** The list's rows (conversations 5 and 6 when not given). */
  conversations?: () => ConversationSummary[];
  /** The merchant's response targets (always open, no targets when not given). */
  targets?: ChatTargets;
  /** What a PUT of the targets answers (the body as saved when not given). */
  saveTargets?: (body: Record<string, unknown>) => Promise<unknown>;
  /** The merchant's overdue count in /chat/unread. */
  overdue?: number;
  /** What GET /chat/conversations/5 answers (conversation 5 as the fixtures make it when not given). */
  conversation?: () => ConversationSummary;
};

const NO_TARGETS: ChatTargets = {
  businessHours: null,
  firstResponseMinutes: null,
  nextResponseMinutes: null,
  awayMessage: '',
  timeZone: 'Asia/Shanghai',
};

const context: ConversationContextContent = {
  customer: { id: 45, name: 'Customer 5', maskedMobile: '138****0000' },
  orders: [
    {
      id: 9,
      orderNo: 'O2026000009',
      activityId: 2,
      activityTitle: 'Pottery',
      status: 'paid',
      amountCents: 3980,
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  pastConversations: 2,
};

export function serveChat(request: Mock, server: ChatServer) {
  request.mockImplementation(async ({ method = 'GET', path, query = {}, body = {} }: Call) => {
    if (path === '/chat/conversations') {
      return ok<ConversationsContent>({
        conversations: server.conversations?.() ?? [
          conversationOf(5),
          conversationOf(6, { unread: 0 }),
        ],
        nextLastId: null,
      });
    }
    if (path === '/chat/targets' && method === 'PUT') {
      if (server.saveTargets) return server.saveTargets(body);
      const { merchants_id: _merchant, ...saved } = body;
      return ok<{ targets: ChatTargets }>({
        targets: { ...NO_TARGETS, ...(saved as Partial<ChatTargets>) },
      });
    }
    if (path === '/chat/targets') {
      return ok<{ targets: ChatTargets }>({ targets: server.targets ?? NO_TARGETS });
    }
    if (path === '/chat/unread') {
      return ok<ChatUnreadContent>({
        total: 0,
        merchants: [{ merchantId: 7, unread: 0, overdue: server.overdue ?? 0 }],
      });
    }
    if (path === '/chat/conversations/5') {
      return ok<ConversationContent>({
        conversation: server.conversation?.() ?? conversationOf(5),
      });
    }
    if (path === '/chat/conversations/5/messages' && method === 'POST') {
      return ok<SentContent>(await server.send(body));
    }
    if (path === '/chat/conversations/5/messages') {
      return ok<ChatMessagesContent>(
        query.after_seq === undefined
          ? server.history(query)
          : server.after(Number(query.after_seq)),
      );
    }
    if (path === '/chat/conversations/5/read') {
      return ok<ConversationContent>({ conversation: conversationOf(5, { unread: 0 }) });
    }
    if (path === '/chat/conversations/5/context') return ok<ConversationContextContent>(context);
    if (path === '/chat/assignees') {
      return ok<AssigneesContent>({ assignees: [{ id: 3, name: 'Ann' }], me: 3 });
    }
    if (path === '/chat/quick-replies') {
      return ok<QuickRepliesContent>({ quickReplies: server.quickReplies });
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
}

/** What the server pushes to the merchant's staff for a new message. */
export const pushOf = (message: ChatMessage): [string, StaffChatMessagePush] => {
  const { unread, ...conversation } = conversationOf(5, { lastSeq: message.seq });
  void unread;
  return [CHAT_MESSAGE_EVENT, { merchantId: 7, message, conversation }];
};

export const sentOf = (message: ChatMessage): SentContent => ({
  message,
  conversation: conversationOf(5, { lastSeq: message.seq }),
});
