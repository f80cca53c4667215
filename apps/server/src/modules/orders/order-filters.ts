import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@console/contract/orders';
import { orders } from '../../db/schema.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';

/** The list filter without paging (contract `orderListQuery`). */
export type OrderFilter = {
  status?: OrderStatus;
  /** Any of these (docs/home.md: the paid figure's paid, completed, refunding). */
  statuses?: OrderStatus[];
  activityId?: number;
  createdFrom?: string;
  createdTo?: string;
  paidFrom?: string;
  paidTo?: string;
  keyword?: string;
  /**
   * Whose days the date ranges are: the merchant's zone (docs/home.md "The merchant's days");
   * Asia/Shanghai if absent.
   */
  timeZone?: string;
};

/** A filter as SQL on placeholders, the name of its shape and the placeholders' values. */
export type OrderWhere = { where: SQL; shape: string; values: Record<string, unknown> };

/** Above every character a text can hold, in the byte order of `text_pattern_ops`. */
const TOP = '\u{10FFFF}';

/**
 * `expression` starts with the `prefix` placeholder's text: a byte range the text_pattern_ops
 * index can serve even in a generic plan (a `LIKE` on a parameter cannot), and the `LIKE`
 * (wildcards escaped) to be exact.
 */
const startsWith = (expression: SQL) =>
  sql`${expression} ~>=~ ${sql.placeholder('prefix')} and ${expression} ~<~ ${sql.placeholder('prefixEnd')} and ${expression} like ${sql.placeholder('keyword')}`;
const prefixValues = (prefix: string) => ({
  prefix,
  prefixEnd: prefix + TOP,
  keyword: `${escapeLike(prefix)}%`,
});

/**
 * docs/orders.md keyword: 12+ digits is an order number (exact, unique index); 11 digits a mobile
 * (exact, (merchant_id, contact_mobile) index); 4–10 digits the end of a mobile; anything else
 * the start of the contact name. One condition each, never an OR, so each can use its own index.
 */
function keywordCondition(keyword: string): {
  kind: string;
  condition: () => SQL;
  values: Record<string, string>;
} {
  const value = () => sql.placeholder('keyword');
  if (/^\d{12,}$/.test(keyword)) {
    return { kind: 'no', condition: () => eq(orders.orderNo, value()), values: { keyword } };
  }
  if (/^\d{11}$/.test(keyword)) {
    return { kind: 'mb', condition: () => eq(orders.contactMobile, value()), values: { keyword } };
  }
  if (/^\d{4,10}$/.test(keyword)) {
    // Its last four digits are an equality the (merchant_id, right(contact_mobile, 4), id)
    // index serves in list order, about 1 in 10,000 orders, with a generic plan PostgreSQL
    // keeps; the LIKE then checks the whole ending.
    const condition = () =>
      sql`right(${orders.contactMobile}, 4) = ${sql.placeholder('tail')} and ${orders.contactMobile} like ${value()}`;
    return {
      kind: 'ms',
      condition,
      values: { tail: keyword.slice(-4), keyword: `%${escapeLike(keyword)}` },
    };
  }
  return {
    kind: 'nm',
    condition: () => startsWith(sql`${orders.contactName}`),
    values: prefixValues(keyword),
  };
}

/**
 * The merchant's orders under a filter; `ignoreStatus` (status and statuses) for the per-status
 * tab counts. The SQL
 * holds placeholders only, so one shape (which conditions, which keyword kind) is one prepared
 * statement whatever the values (db/prepared.ts). Its `where` is built when read: only while a
 * statement is prepared, not on every request that runs it (docs/orders.md "Floor").
 */
export function orderWhere(
  merchantId: number,
  filter: OrderFilter,
  ignoreStatus = false,
): OrderWhere {
  const conditions: (() => SQL)[] = [() => eq(orders.merchantId, sql.placeholder('merchantId'))];
  const values: Record<string, unknown> = { merchantId };
  const shape: string[] = [];
  const add = (key: string, condition: () => SQL, value: unknown) => {
    conditions.push(condition);
    values[key] = value;
    shape.push(key);
  };
  const placeholder = (key: string) => sql.placeholder(key);
  if (filter.status && !ignoreStatus)
    add('st', () => eq(orders.status, placeholder('st')), filter.status);
  // One placeholder whatever the set's size (a comma list), so one statement serves every set.
  if (filter.statuses && !ignoreStatus) {
    add(
      'ss',
      () => sql`${orders.status} = any(string_to_array(${placeholder('ss')}, ','))`,
      filter.statuses.join(','),
    );
  }
  if (filter.activityId !== undefined) {
    add('ac', () => eq(orders.activityId, placeholder('ac')), filter.activityId);
  }
  const zone = filter.timeZone ?? 'Asia/Shanghai';
  const days = [
    ['cf', 'ct', orders.createdAt, filter.createdFrom, filter.createdTo],
    ['pf', 'pt', orders.paidAt, filter.paidFrom, filter.paidTo],
  ] as const;
  for (const [fromKey, toKey, column, from, to] of days) {
    if (from) {
      add(
        fromKey,
        () => gte(column, placeholder(fromKey)),
        zonedDayStart(from, zone).toISOString(),
      );
    }
    if (to) {
      add(toKey, () => lt(column, placeholder(toKey)), zonedDayEnd(to, zone).toISOString());
    }
  }
  if (filter.keyword) {
    const { kind, condition, values: keywordValues } = keywordCondition(filter.keyword);
    conditions.push(condition);
    Object.assign(values, keywordValues);
    shape.push(`k${kind}`);
  }
  return {
    get where() {
      return and(...conditions.map((condition) => condition()))!;
    },
    shape: shape.join('') || 'all',
    values,
  };
}
