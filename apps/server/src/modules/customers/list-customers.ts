import { and, arrayContains, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { CustomerSort } from '@console/contract/customers';
import type { Db } from '../../db/client.ts';
import { customers, merchantCustomers } from '../../db/schema.ts';
import { containsPattern, escapeLike } from '../../db/like-pattern.ts';
import { fieldError } from '../../http/app-error.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import { selectCustomers, toCustomerEntry } from './customer-view.ts';

export type CustomerFilter = { keyword?: string; tags?: string[]; sort: CustomerSort };

/** Name (substring), mobile ending (digits) or pinyin initials (letters, a prefix). */
function keywordCondition(keyword: string | undefined) {
  if (!keyword) return undefined;
  if (/^\d+$/.test(keyword)) return sql`${customers.mobile} like ${`%${escapeLike(keyword)}`}`;
  const byName = ilike(customers.name, containsPattern(keyword));
  return /^[a-z]+$/i.test(keyword)
    ? or(byName, sql`${customers.nameInitials} like ${`${escapeLike(keyword.toLowerCase())}%`}`)
    : byName;
}

export function customerConditions(merchantId: number, filter: CustomerFilter) {
  return and(
    eq(merchantCustomers.merchantId, merchantId),
    keywordCondition(filter.keyword),
    filter.tags?.length ? arrayContains(merchantCustomers.tags, filter.tags) : undefined,
  );
}

export const customerOrder = (sort: CustomerSort) =>
  sort === 'spent'
    ? [desc(merchantCustomers.spentCents), desc(merchantCustomers.customerId)]
    : [sql`${merchantCustomers.lastOrderAt} desc nulls last`, desc(merchantCustomers.customerId)];

/** After the customer `lastId` in the list's order (their row is read for its sort value). */
export async function afterCustomer(
  db: Db,
  merchantId: number,
  sort: CustomerSort,
  lastId: number,
) {
  const [cursor] = await db
    .select({ spent: merchantCustomers.spentCents, at: merchantCustomers.lastOrderAt })
    .from(merchantCustomers)
    .where(
      and(eq(merchantCustomers.merchantId, merchantId), eq(merchantCustomers.customerId, lastId)),
    );
  if (!cursor) throw fieldError('last_id', 'order.cursorGone');
  const before = lt(merchantCustomers.customerId, lastId);
  if (sort === 'spent') {
    return or(
      lt(merchantCustomers.spentCents, cursor.spent),
      and(eq(merchantCustomers.spentCents, cursor.spent), before),
    );
  }
  if (cursor.at === null) return and(isNull(merchantCustomers.lastOrderAt), before);
  return or(
    lt(merchantCustomers.lastOrderAt, cursor.at),
    and(eq(merchantCustomers.lastOrderAt, cursor.at), before),
    isNull(merchantCustomers.lastOrderAt),
  );
}

/** The merchant's customers, filtered and sorted, keyset by `last_id`. */
export async function listCustomers(
  db: Db,
  merchantId: number,
  input: CustomerFilter & { lastId?: number; pageSize: number; fullMobile: boolean },
) {
  const after =
    input.lastId === undefined
      ? undefined
      : await afterCustomer(db, merchantId, input.sort, input.lastId);
  const rows = await selectCustomers(db)
    .where(and(customerConditions(merchantId, input), after))
    .orderBy(...customerOrder(input.sort))
    .limit(rowsToRead(input.pageSize));
  const page = takePage(rows, input.pageSize);
  return {
    customers: page.items.map((row) => toCustomerEntry(row, input.fullMobile)),
    nextLastId: page.nextLastId,
  };
}

/** The tags in use at the merchant, most used first. */
export async function customerTags(db: Db, merchantId: number) {
  const used = db
    .select({ tag: sql<string>`unnest(${merchantCustomers.tags})`.as('tag') })
    .from(merchantCustomers)
    .where(eq(merchantCustomers.merchantId, merchantId))
    .as('used');
  const rows = await db
    .select({ tag: used.tag, count: sql<number>`count(*)::int` })
    .from(used)
    .groupBy(used.tag)
    .orderBy(sql`count(*) desc`, used.tag)
    .limit(200);
  return { tags: rows.map((row) => ({ tag: row.tag, count: Number(row.count) })) };
}
