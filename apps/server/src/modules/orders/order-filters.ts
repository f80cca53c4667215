import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@console/contract/orders';
import { orders } from '../../db/schema.ts';

/** The list filter without paging (contract `orderListQuery`). */
export type OrderFilter = {
  status?: OrderStatus;
  activityId?: number;
  createdFrom?: string;
  createdTo?: string;
  paidFrom?: string;
  paidTo?: string;
  keyword?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a calendar day in China time (UTC+8, no daylight saving): dates are China days. */
export function chinaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/** `[from, to]` inclusive China days as `[start of from, start of the day after to)`. */
function dayRange(
  column: typeof orders.createdAt | typeof orders.paidAt,
  from?: string,
  to?: string,
) {
  const where: SQL[] = [];
  if (from) where.push(gte(column, chinaDayStart(from)));
  if (to) where.push(lt(column, new Date(chinaDayStart(to).getTime() + DAY_MS)));
  return where;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * docs/orders.md keyword: 12+ digits is an order number (exact, unique index); 11 digits a mobile
 * (exact, (merchant_id, contact_mobile) index); 4–10 digits the end of a mobile; anything else
 * the start of the contact name. One condition each, never an OR, so each can use its own index.
 */
export function keywordCondition(keyword: string): SQL {
  if (/^\d{12,}$/.test(keyword)) return eq(orders.orderNo, keyword);
  if (/^\d{11}$/.test(keyword)) return eq(orders.contactMobile, keyword);
  if (/^\d{4,10}$/.test(keyword)) {
    // Written on reverse() so an index on (merchant_id, reverse(contact_mobile)) can serve it.
    const reversed = [...keyword].reverse().join('');
    return sql`reverse(${orders.contactMobile}) like ${`${reversed}%`}`;
  }
  return sql`${orders.contactName} like ${`${escapeLike(keyword)}%`}`;
}

/** The merchant's orders under a filter; `ignoreStatus` for the per-status tab counts. */
export function orderConditions(merchantId: number, filter: OrderFilter, ignoreStatus = false) {
  const where: SQL[] = [eq(orders.merchantId, merchantId)];
  if (filter.status && !ignoreStatus) where.push(eq(orders.status, filter.status));
  if (filter.activityId !== undefined) where.push(eq(orders.activityId, filter.activityId));
  where.push(...dayRange(orders.createdAt, filter.createdFrom, filter.createdTo));
  where.push(...dayRange(orders.paidAt, filter.paidFrom, filter.paidTo));
  if (filter.keyword) where.push(keywordCondition(filter.keyword));
  return and(...where)!;
}
