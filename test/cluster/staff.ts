import { randomUUID } from 'node:crypto';
import { apiCodes } from '@console/contract/api-codes';
import type {
  ChatMessagesContent,
  ConversationsContent,
  SentContent,
} from '@console/contract/chat';
import { CHAT_MESSAGE_EVENT, type StaffChatMessagePush } from '@console/contract/chat-realtime';
import { ORDER_EVENT, type OrderPush, type OrdersContent } from '@console/contract/orders';
import { io, type Socket } from 'socket.io-client';
import { createView, type ConversationView } from './conversation-view.ts';
import type { AckedMessage, SocketStats } from './customer.ts';
import type { Client } from './http-client.ts';

// A staff session of the demo owner: a socket on the default namespace through HAProxy, every
// conversation of the merchant held by seq, paid orders known by push or by reading the list at
// each (re)connect; it answers the customers' messages of the conversations it is given.

export type Staff = {
  index: number;
  token: string;
  socket: Socket;
  stats: SocketStats;
  views: Map<number, ConversationView>;
  pushed: Set<number>;
  /** Paid orders this session knows of: pushes, and the list read at each (re)connect. */
  paidSeen: Set<number>;
  paidPushed: Set<number>;
  messages: AckedMessage[];
  replying: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startStaff(options: {
  base: URL;
  client: Client;
  index: number;
  staffCount: number;
  token: string;
  merchantId: number;
}): Staff {
  const { base, client, index, staffCount, token, merchantId } = options;
  const merchant = `merchants_id=${merchantId}`;
  const stats = { connects: 0, disconnects: 0, connectErrors: 0 };
  const socket = io(base.origin, {
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 300,
    reconnectionDelayMax: 2000,
  });
  const staff: Staff = {
    index,
    token,
    socket,
    stats,
    views: new Map(),
    pushed: new Set(),
    paidSeen: new Set(),
    paidPushed: new Set(),
    messages: [],
    replying: true,
  };
  const answering = new Set<number>();

  const viewOf = (conversationId: number) => {
    let view = staff.views.get(conversationId);
    if (!view) {
      view = createView(conversationId);
      staff.views.set(conversationId, view);
    }
    return view;
  };

  const readAfter = (conversationId: number) => async (afterSeq: number) => {
    const { answer } = await client.run<ChatMessagesContent>('staff catch-up', {
      method: 'GET',
      route: `/api/chat/conversations/${conversationId}/messages?after_seq=${afterSeq}&pageSize=100&${merchant}`,
      token,
    });
    return answer?.code === apiCodes.ok ? answer.content : null;
  };

  /** Answers when the conversation's latest message is the customer's (one answer at a time). */
  const maybeAnswer = (view: ConversationView) => {
    if (view.conversationId % staffCount !== index || !staff.replying) return;
    if (view.held.get(view.maxSeq())?.sender !== 'customer') return;
    if (answering.has(view.conversationId)) return;
    answering.add(view.conversationId);
    void (async () => {
      await sleep(300 + Math.random() * 700);
      const clientId = `s${index}-${randomUUID()}`;
      const { answer } = await client.run<SentContent>('staff reply', {
        method: 'POST',
        route: `/api/chat/conversations/${view.conversationId}/messages`,
        body: {
          clientId,
          kind: 'text',
          text: `answer from staff ${index}`,
          merchants_id: merchantId,
        },
        token,
      });
      if (answer?.code === apiCodes.ok) {
        const { message } = answer.content;
        staff.messages.push({
          conversationId: view.conversationId,
          clientId,
          seq: message.seq,
          id: message.id,
        });
        view.merge(message);
      }
      answering.delete(view.conversationId);
      maybeAnswer(view);
    })();
  };

  const catchUp = async (conversationId: number) => {
    const view = viewOf(conversationId);
    await view.catchUp(readAfter(conversationId));
    maybeAnswer(view);
  };

  /** Every (re)connect reads back what pushes may have missed meanwhile. */
  const readBack = async () => {
    for (let lastId: number | null = null, first = true; first || lastId !== null; first = false) {
      const page: string = lastId === null ? '' : `&last_id=${lastId}`;
      const { answer } = await client.run<ConversationsContent>('staff conversations', {
        method: 'GET',
        route: `/api/chat/conversations?filter=all&pageSize=50&${merchant}${page}`,
        token,
      });
      if (answer?.code !== apiCodes.ok) break;
      await Promise.all(answer.content.conversations.map((c) => catchUp(c.id)));
      lastId = answer.content.nextLastId;
    }
    for (let lastId: number | null = null, first = true; first || lastId !== null; first = false) {
      const page: string = lastId === null ? '' : `&last_id=${lastId}`;
      const { answer } = await client.run<OrdersContent>('staff paid orders', {
        method: 'GET',
        route: `/api/orders?statuses=paid&pageSize=100&${merchant}${page}`,
        token,
      });
      if (answer?.code !== apiCodes.ok) break;
      for (const order of answer.content.orders) staff.paidSeen.add(order.id);
      lastId = answer.content.nextLastId;
    }
  };

  socket.on('connect', () => {
    stats.connects += 1;
    void readBack();
  });
  socket.on('disconnect', (reason) => {
    stats.disconnects += 1;
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => (stats.connectErrors += 1));
  socket.on(CHAT_MESSAGE_EVENT, ({ message }: StaffChatMessagePush) => {
    staff.pushed.add(message.id);
    const view = viewOf(message.conversationId);
    const gap = message.seq > view.maxSeq() + 1;
    view.merge(message);
    if (gap) {
      view.gaps += 1;
      void catchUp(message.conversationId);
    } else {
      maybeAnswer(view);
    }
  });
  socket.on(ORDER_EVENT, (push: OrderPush) => {
    if (push.kind !== 'paid') return;
    staff.paidSeen.add(push.orderId);
    staff.paidPushed.add(push.orderId);
  });
  return staff;
}
