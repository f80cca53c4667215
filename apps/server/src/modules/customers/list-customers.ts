import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CustomerSort } from '@console/contract/customers';
import type { Db } from '../../db/client.ts';
import { literalLimit, prepared, preparedColumns } from '../../db/prepared.ts';
import { merchantCustomers as book } from '../../db/schema.ts';
import { containsPattern, escapeLike } from '../../db/like-pattern.ts';
import { fieldError } from '../../http/app-error.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import { customerColumns, toCustomerEntry } from './customer-view.ts';

export type CustomerFilter = { keyword?: string; tags?: string[]; sort: CustomerSort };

const value = (key: string) => sql.placeholder(key);

/**
 * A filter as SQL on placeholders, its shape's name and the values: one shape (which conditions,
 * which keyword kind) is one prepared statement whatever the values (db/prepared.ts). Every
 * condition reads the book's row alone (it carries the name, initials and mobile, 0016).
 */
type CustomerWhere = { conditions: (() => SQL)[]; shape: string; values: Record<string, unknown> };

/**
 * `keyword`: 4+ digits end a mobile (its last four an equality on their index, then the whole
 * ending); fewer digits end a mobile too; letters are in the name or start its initials
 * (`zs` finds 张三); anything else is in the name.
 */
function keywordCondition(keyword: string) {
  const byName = () => sql`${book.name} ilike ${value('kw')}`;
  if (/^\d{4,}$/.test(keyword)) {
    return {
      kind: 'mt',
      condition: () =>
        sql`right(${book.mobile}, 4) = ${value('tail')} and ${book.mobile} like ${value('kw')}`,
      values: { tail: keyword.slice(-4), kw: `%${escapeLike(keyword)}` },
    };
  }
  if (/^\d+$/.test(keyword)) {
    return {
      kind: 'md',
      condition: () => sql`${book.mobile} like ${value('kw')}`,
      values: { kw: `%${escapeLike(keyword)}` },
    };
  }
  if (/^[a-z]+$/i.test(keyword)) {
    return {
      kind: 'ni',
      condition: () => sql`(${byName()} or ${book.nameInitials} like ${value('ini')})`,
      values: { kw: containsPattern(keyword), ini: `${escapeLike(keyword.toLowerCase())}%` },
    };
  }
  return { kind: 'nm', condition: byName, values: { kw: containsPattern(keyword) } };
}

function customerWhere(merchantId: number, filter: CustomerFilter): CustomerWhere {
  const conditions = [() => eq(book.merchantId, value('merchantId'))];
  const values: Record<string, unknown> = { merchantId };
  const shape: string[] = [];
  if (filter.keyword) {
    const keyword = keywordCondition(filter.keyword);
    conditions.push(keyword.condition);
    Object.assign(values, keyword.values);
    shape.push(`k${keyword.kind}`);
  }
  if (filter.tags?.length) {
    conditions.push(() => sql`${book.tags} @> ${value('tags')}::text[]`);
    values.tags = book.tags.mapToDriverValue(filter.tags);
    shape.push('tg');
  }
  return { conditions, shape: shape.join('') || 'all', values };
}

/** The sort key by last order: customers without a paid order last, a key without NULLs. */
const lastOrderKey = sql`coalesce(${book.lastOrderAt}, '-infinity'::timestamptz)`;

const orderOf = (sort: CustomerSort) =>
  sort === 'spent'
    ? [sql`${book.spentCents} desc`, sql`${book.customerId} desc`]
    : [sql`${lastOrderKey} desc`, sql`${book.customerId} desc`];

/** After the cursor as one row comparison: the index scan starts right at it. */
const afterCursor = (sort: CustomerSort) =>
  sort === 'spent'
    ? sql`(${book.spentCents}, ${book.customerId}) < (${value('afterSpent')}::bigint, ${value('afterId')}::bigint)`
    : sql`(${lastOrderKey}, ${book.customerId}) < (${value('afterAt')}::timestamptz, ${value('afterId')}::bigint)`;

const cursorRow = (db: Db) =>
  prepared(db, 'customers_cursor', (name) =>
    db
      .select({ spent: book.spentCents, at: sql<string>`${lastOrderKey}::text` })
      .from(book)
      .where(
        and(eq(book.merchantId, value('merchantId')), eq(book.customerId, value('customerId'))),
      )
      .prepare(name),
  );

/** The sort values of the customer `lastId`, where the next page starts; 1001 if they are gone. */
async function cursorValues(db: Db, merchantId: number, lastId: number) {
  const [row] = await cursorRow(db).execute({ merchantId, customerId: lastId });
  if (!row) throw fieldError('last_id', 'order.cursorGone');
  return { afterSpent: row.spent, afterAt: row.at, afterId: lastId };
}

/**
 * The merchant's customers under `filter` in its sort after the customer `lastId`, `limit` of
 * them: the page's ids first (an index-only scan of the sort's index, which holds the filtered
 * columns, 0016), then their rows by primary key, read by position.
 */
export async function customerPage(
  db: Db,
  merchantId: number,
  filter: CustomerFilter,
  page: { lastId?: number; limit: number },
) {
  const where = customerWhere(merchantId, filter);
  const cursor = page.lastId !== undefined;
  const name = `customers_${filter.sort}_${cursor ? 'after' : 'first'}_${page.limit}_${where.shape}`;
  const statement = preparedColumns(
    db,
    name,
    customerColumns,
    (columns) => {
      const conditions = where.conditions.map((condition) => condition());
      if (cursor) conditions.push(afterCursor(filter.sort));
      const ids = db
        .select({ id: book.customerId })
        .from(book)
        .where(and(...conditions))
        .orderBy(...orderOf(filter.sort))
        .limit(literalLimit(page.limit))
        .as('page');
      return db
        .select(columns)
        .from(book)
        .innerJoin(ids, eq(ids.id, book.customerId))
        .where(eq(book.merchantId, value('merchantId')))
        .orderBy(...orderOf(filter.sort));
    },
    (row) => row,
  );
  return statement.execute({
    ...where.values,
    ...(cursor ? await cursorValues(db, merchantId, page.lastId!) : {}),
  });
}

/** GET /api/customers: a page of the merchant's customers, keyset by `last_id`. */
export async function listCustomers(
  db: Db,
  merchantId: number,
  input: CustomerFilter & { lastId?: number; pageSize: number; fullMobile: boolean },
) {
  const rows = await customerPage(db, merchantId, input, {
    lastId: input.lastId,
    limit: rowsToRead(input.pageSize),
  });
  const page = takePage(rows, input.pageSize);
  return {
    customers: page.items.map((row) => toCustomerEntry(row, input.fullMobile)),
    nextLastId: page.nextLastId,
  };
}

/** The tags in use at the merchant, most used first. */
export async function customerTags(db: Db, merchantId: number) {
  const used = db
    .select({ tag: sql<string>`unnest(${book.tags})`.as('tag') })
    .from(book)
    .where(eq(book.merchantId, merchantId))
    .as('used');
  const rows = await db
    .select({ tag: used.tag, count: sql<number>`count(*)::int` })
    .from(used)
    .groupBy(used.tag)
    .orderBy(sql`count(*) desc`, used.tag)
    .limit(200);
  return { tags: rows.map((row) => ({ tag: row.tag, count: Number(row.count) })) };
}
