import { randomUUID } from 'node:crypto';
import { apiCodes } from '@console/contract/api-codes';
import { CHAT_MESSAGE_EVENT, CUSTOMER_NAMESPACE } from '@console/contract/chat-realtime';
import type { CustomerChatMessagePush } from '@console/contract/chat-realtime';
import type { SentContent, ChatMessagesContent } from '@console/contract/chat';
import type { CustomerOrder } from '@console/contract/storefront-orders';
import { io, type Socket } from 'socket.io-client';
import { createView, type ConversationView } from './conversation-view.ts';
import type { Client, Envelope, Operation } from './http-client.ts';

// A storefront customer of the cluster test: signs in, orders, pays or cancels, chats, and
// keeps a socket on /customer through HAProxy (websocket only, docs/operations.md "The cluster
// test"). Everything the API acknowledged is kept, to be compared with the database at the end.

type OrderStatus = CustomerOrder['status'];
export type AckedOrder = {
  key: string;
  orderId: number;
  activityId: number;
  quantity: number;
  /** The version the creation answered, which a pay or cancel names. */
  version: number;
  statuses: OrderStatus[];
};
export type AckedMessage = { conversationId: number; clientId: string; seq: number; id: number };
export type SocketStats = { connects: number; disconnects: number; connectErrors: number };
export type ShopActivity = { id: number; capacity: number | null };

export type Customer = {
  index: number;
  token: string;
  customerId: number;
  localAddress: string;
  conversationId: number;
  view: ConversationView;
  socket: Socket;
  stats: SocketStats;
  /** Message ids that arrived by push, not by a read. */
  pushed: Set<number>;
  orders: AckedOrder[];
  /** Order creations never acknowledged (gave up): their key and operation. */
  lostOrderOps: { key: string; operation: Operation }[];
  messages: AckedMessage[];
  /** Pay or cancel acknowledged by reading the order after a retry answered 1004. */
  confirmedByRead: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

function customerSocket(base: URL, customer: Pick<Customer, 'token' | 'stats'>): Socket {
  const socket = io(`${base.origin}${CUSTOMER_NAMESPACE}`, {
    auth: { token: customer.token },
    // No sticky sessions at HAProxy: long polling's requests would reach other nodes.
    transports: ['websocket'],
    reconnectionDelay: 300,
    reconnectionDelayMax: 2000,
  });
  socket.on('connect', () => (customer.stats.connects += 1));
  socket.on('disconnect', (reason) => {
    customer.stats.disconnects += 1;
    // A stopping node drops its sockets; socket.io then waits for the client (docs/realtime.md).
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => (customer.stats.connectErrors += 1));
  return socket;
}

export function attachCustomerView(base: URL, client: Client, customer: Customer): void {
  const read = async (afterSeq: number) => {
    const { answer } = await client.run<ChatMessagesContent>('customer catch-up', {
      method: 'GET',
      route: `/api/storefront/conversations/${customer.conversationId}/messages?after_seq=${afterSeq}&pageSize=100`,
      token: customer.token,
      localAddress: customer.localAddress,
    });
    return answer?.code === apiCodes.ok ? answer.content : null;
  };
  // Every (re)connect reads back what was pushed while away (docs/chat.md "Sequence").
  customer.socket.on('connect', () => void customer.view.catchUp(read));
  if (customer.socket.connected) void customer.view.catchUp(read);
  customer.socket.on(CHAT_MESSAGE_EVENT, ({ conversationId, message }: CustomerChatMessagePush) => {
    if (conversationId !== customer.conversationId) return;
    customer.pushed.add(message.id);
    const gap = message.seq > customer.view.maxSeq() + 1;
    customer.view.merge(message);
    if (gap) {
      customer.view.gaps += 1;
      void customer.view.catchUp(read);
    }
  });
}

export function newCustomer(
  fields: Pick<Customer, 'index' | 'token' | 'customerId' | 'localAddress' | 'conversationId'>,
  base: URL,
): Customer {
  const stats = { connects: 0, disconnects: 0, connectErrors: 0 };
  return {
    ...fields,
    view: createView(fields.conversationId),
    socket: customerSocket(base, { token: fields.token, stats }),
    stats,
    pushed: new Set(),
    orders: [],
    lostOrderOps: [],
    messages: [],
    confirmedByRead: 0,
  };
}

export async function sendCustomerMessage(client: Client, customer: Customer, text: string) {
  const clientId = `c${customer.index}-${randomUUID()}`;
  const { answer } = await client.run<SentContent>('customer message', {
    method: 'POST',
    route: `/api/storefront/conversations/${customer.conversationId}/messages`,
    body: { clientId, kind: 'text', text },
    token: customer.token,
    localAddress: customer.localAddress,
  });
  if (answer?.code !== apiCodes.ok) return null;
  const { message } = answer.content;
  customer.messages.push({
    conversationId: customer.conversationId,
    clientId,
    seq: message.seq,
    id: message.id,
  });
  customer.view.merge(message);
  return message;
}

/** Places an order (with its idempotency key, also written in its note) on `activity`. */
export async function placeOrder(
  client: Client,
  customer: Customer,
  activity: ShopActivity,
  quantity: number,
): Promise<AckedOrder | null> {
  const key = `cluster-${customer.index}-${randomUUID()}`;
  const { answer, operation } = await client.run<{ order: CustomerOrder }>('place order', {
    method: 'POST',
    route: '/api/storefront/orders',
    idempotencyKey: key,
    body: {
      activityId: activity.id,
      quantity,
      contactName: `Cluster ${customer.index}`,
      contactMobile: '13900000000',
      note: `cluster:${key}`,
    },
    token: customer.token,
    localAddress: customer.localAddress,
  });
  if (!answer) customer.lostOrderOps.push({ key, operation });
  if (answer?.code !== apiCodes.ok) return null;
  const order = answer.content.order;
  const acked = {
    key,
    orderId: order.id,
    activityId: activity.id,
    quantity,
    version: order.version,
    statuses: [order.status],
  };
  customer.orders.push(acked);
  return acked;
}

/**
 * Pays or cancels with the version read. A retry answered 1004 may mean the first attempt did
 * it (its answer lost with the node): the order is read, and the move counts when it shows it.
 */
export async function moveOrder(
  client: Client,
  customer: Customer,
  order: AckedOrder,
  move: 'pay' | 'cancel',
) {
  const target: OrderStatus = move === 'pay' ? 'paid' : 'cancelled';
  const route = `/api/storefront/orders/${order.orderId}`;
  const auth = { token: customer.token, localAddress: customer.localAddress };
  const { answer } = await client.run(
    `${move} order`,
    { method: 'POST', route: `${route}/${move}`, body: { version: order.version }, ...auth },
    async (first, attempt): Promise<Envelope> => {
      if (attempt === 1 || first.code !== apiCodes.conflict) return first;
      const read = await client.run<{ order: CustomerOrder }>('read order', {
        method: 'GET',
        route,
        ...auth,
      });
      if (read.answer?.code !== apiCodes.ok || read.answer.content.order.status !== target) {
        return first;
      }
      customer.confirmedByRead += 1;
      return read.answer;
    },
  );
  if (answer?.code === apiCodes.ok) order.statuses.push(target);
}

/** The customer's part of the load until `until` (ms on the test's clock). */
export async function customerLoad(options: {
  client: Client;
  customer: Customer;
  activities: ShopActivity[];
  clock: () => number;
  until: number;
}) {
  const { client, customer, activities, clock, until } = options;
  let sent = 0;
  while (clock() < until) {
    await sleep(1500 + Math.random() * 2500);
    if (clock() >= until) break;
    if (Math.random() < 0.5) {
      sent += 1;
      await sendCustomerMessage(
        client,
        customer,
        `message ${sent} from customer ${customer.index}`,
      );
      continue;
    }
    const order = await placeOrder(client, customer, pick(activities), Math.random() < 0.8 ? 1 : 2);
    if (!order) continue;
    await sleep(300 + Math.random() * 700);
    const fate = Math.random();
    if (fate < 0.75) await moveOrder(client, customer, order, 'pay');
    else if (fate < 0.9) await moveOrder(client, customer, order, 'cancel');
  }
}
