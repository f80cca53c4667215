import { and, desc, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { ChatCard } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { activities, conversations, customers, orders } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { customerLabel } from './conversation-view.ts';
import { getConversation, type StaffScope } from './staff-chat.ts';

// What staff see of the customer beside a conversation, and the cards they send (docs/chat.md
// "Model").

/** The side panel: who the customer is and what they ordered from this merchant. */
export async function conversationContext(db: Db, scope: StaffScope, id: number) {
  await getConversation(db, scope, id);
  const [row] = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      mobile: customers.mobile,
      resolved: conversations.resolvedCount,
    })
    .from(conversations)
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .where(eq(conversations.id, id));
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  const recent = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      activityId: orders.activityId,
      activityTitle: activities.title,
      status: orders.status,
      amountCents: orders.amountCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .where(and(eq(orders.merchantId, scope.merchantId), eq(orders.customerId, row.customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(20);
  return {
    customer: { id: row.customerId, ...customerLabel(row) },
    orders: recent.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    pastConversations: row.resolved,
  };
}

/** A card's snapshot: the order or activity must be the merchant's (the order the customer's). */
export async function cardOf(
  db: Db,
  input: { merchantId: number; customerId: number; kind: 'order' | 'activity'; refId: number },
): Promise<ChatCard> {
  if (input.kind === 'order') {
    const [order] = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        activityTitle: activities.title,
        status: orders.status,
        amountCents: orders.amountCents,
      })
      .from(orders)
      .innerJoin(activities, eq(activities.id, orders.activityId))
      .where(
        and(
          eq(orders.id, input.refId),
          eq(orders.merchantId, input.merchantId),
          eq(orders.customerId, input.customerId),
        ),
      );
    if (!order) throw fieldError('refId', 'error.notFound');
    return { type: 'order', ...order };
  }
  const [activity] = await db
    .select({
      id: activities.id,
      title: activities.title,
      startAt: activities.startAt,
      priceCents: activities.priceCents,
    })
    .from(activities)
    .where(and(eq(activities.id, input.refId), eq(activities.merchantId, input.merchantId)));
  if (!activity) throw fieldError('refId', 'error.notFound');
  return {
    type: 'activity',
    ...activity,
    startAt: activity.startAt?.toISOString() ?? '',
  };
}
