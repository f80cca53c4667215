import { and, desc, eq, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { TimelineEntry } from '@console/contract/customers';
import type { Db } from '../../db/client.ts';
import {
  activities,
  chatMessages,
  conversations,
  merchantCustomers,
  orders,
  reviews,
} from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { preparedColumns } from '../../db/prepared.ts';
import { customerRatings } from '../chat/index.ts';
import { customerColumns, toCustomerEntry } from './customer-view.ts';

const TIMELINE_ORDERS = 50;
const TIMELINE_RATINGS = 50;
const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

const oneCustomer = (db: Db) =>
  preparedColumns(
    db,
    'customers_one',
    customerColumns,
    (columns) =>
      db
        .select(columns)
        .from(merchantCustomers)
        .where(
          and(
            eq(merchantCustomers.merchantId, sql.placeholder('merchantId')),
            eq(merchantCustomers.customerId, sql.placeholder('customerId')),
          ),
        ),
    (row) => row,
  );

/** One of the merchant's customers, or 1002 (someone who never met this merchant too). */
async function getCustomer(db: Db, merchantId: number, id: number, fullMobile: boolean) {
  const [row] = await oneCustomer(db).execute({ merchantId, customerId: id });
  if (!row) throw notFound();
  return toCustomerEntry(row, fullMobile);
}

/**
 * The customer with one timeline of their orders, reviews, conversation here and its ratings
 * (the latest 50 orders and ratings; docs/customers.md "Detail and changes").
 */
export async function customerDetail(db: Db, merchantId: number, id: number, fullMobile: boolean) {
  const customer = await getCustomer(db, merchantId, id, fullMobile);
  const mine = (table: typeof orders | typeof reviews | typeof conversations) =>
    and(eq(table.merchantId, merchantId), eq(table.customerId, id));
  const [orderRows, reviewRows, conversationRows, ratingRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        at: orders.createdAt,
        title: orders.orderNo,
        status: orders.status,
        amountCents: orders.amountCents,
      })
      .from(orders)
      .where(mine(orders))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(TIMELINE_ORDERS),
    db
      .select({
        id: reviews.id,
        at: reviews.createdAt,
        title: activities.title,
        status: reviews.status,
        rating: reviews.rating,
      })
      .from(reviews)
      .innerJoin(activities, eq(activities.id, reviews.activityId))
      .where(mine(reviews))
      .orderBy(desc(reviews.id)),
    db
      .select({
        id: conversations.id,
        at: conversations.lastMessageAt,
        status: conversations.status,
        title: chatMessages.body,
      })
      .from(conversations)
      .leftJoin(
        chatMessages,
        and(
          eq(chatMessages.conversationId, conversations.id),
          eq(chatMessages.seq, conversations.lastSeq),
        ),
      )
      .where(mine(conversations)),
    customerRatings(db, { merchantId, customerId: id, limit: TIMELINE_RATINGS }),
  ]);
  const timeline: TimelineEntry[] = [
    ...orderRows.map((row) => ({ kind: 'order' as const, ...row, rating: null, member: null })),
    ...reviewRows.map((row) => ({
      kind: 'review' as const,
      ...row,
      amountCents: null,
      member: null,
    })),
    ...conversationRows.map((row) => ({
      kind: 'conversation' as const,
      ...row,
      title: (row.title ?? '').slice(0, 80),
      amountCents: null,
      rating: null,
      member: null,
    })),
    // A rating links to its conversation: `id` is the conversation's.
    ...ratingRows.map((row) => ({
      kind: 'rating' as const,
      id: row.conversationId,
      at: row.ratedAt,
      title: row.comment,
      status: null,
      amountCents: null,
      rating: row.rating,
      member: row.member,
    })),
  ]
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { customer, timeline };
}
