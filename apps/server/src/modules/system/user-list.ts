import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PLATFORM_TIME_ZONE } from '@console/contract/time-zone';
import {
  USER_TOTAL_CAP,
  type UserListContent,
  type UserListFilter,
} from '@console/contract/system-users';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { literalLimit, preparedColumns } from '../../db/prepared.ts';
import { userNameGrams, users, userTallies } from '../../db/schema.ts';
import { zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';
import { roleKeysOf } from './system-user-store.ts';
import { toSystemUser, userColumns } from './system-user-view.ts';

// The user list (spec §5 filters; docs/system.md "List"): substring filters use the
// trigram indexes of migration 0021, sorts the (key, id) indexes, and a request is one
// statement (docs/testing.md "bench:users").

const SORT_COLUMNS = {
  id: [users.id],
  name: [users.nickname, users.id],
  account: [users.account],
  date: [users.createdAt, users.id],
  birthday: [users.birthday, users.id],
} as const;

const value = (key: string) => sql.placeholder(key);

/**
 * A filter as SQL on placeholders, its shape's name and the values (as customers'
 * list-customers.ts): one shape is one statement whatever the values (db/prepared.ts).
 * `byValue`: a substring's best plan depends on how many users it matches (王 or a rare name),
 * so such a statement is planned for its values each time instead of once per connection.
 */
type UserWhere = {
  conditions: (() => SQL)[];
  shape: string[];
  values: Record<string, unknown>;
  byValue: boolean;
  /** The same filter on user_name_grams, when the name is one piece of it and the only substring. */
  grams?: () => SQL[];
};

/**
 * A name of one or two characters (a Chinese surname) holds no trigram: its characters are looked
 * up in the name's characters (users_nickname_chars_idx, 0022). One character is the whole test
 * (ILIKE compares lower case, as the index holds it).
 */
function nameCondition(name: string): { kind: string; condition: () => SQL } {
  const chars = [...name].length;
  const pattern = () => sql`${users.nickname} ilike ${value('name')}`;
  if (chars > 2) return { kind: 'n', condition: pattern };
  const held = () =>
    sql`string_to_array(lower(${users.nickname}), null) @> string_to_array(lower(${value('nameChars')}), null)`;
  if (chars === 1) return { kind: 'n1', condition: held };
  return { kind: 'n2', condition: () => sql`${held()} and ${pattern()}` };
}

/** `text` contains the filter's fragment: LIKE on a column stored in lower case. */
const containing = (column: SQL | PgColumn, key: string) => () => sql`${column} like ${value(key)}`;

/** The longest piece of a name user_name_grams holds (migration 0023). */
const GRAM_LENGTH = 3;

/** A name of up to GRAM_LENGTH characters and the other filters, on user_name_grams. */
function gramConditions(filter: UserListFilter): SQL[] {
  const grams = userNameGrams;
  return [
    sql`${grams.gram} = lower(${value('nameChars')})`,
    ...(filter.gender !== 0 ? [sql`${grams.gender} = ${value('gender')}`] : []),
    ...(filter.status !== 0 ? [sql`${grams.active} = ${value('active')}`] : []),
    ...(filter.date
      ? [
          sql`${grams.createdAt} >= ${value('from')}::timestamptz`,
          sql`${grams.createdAt} < ${value('to')}::timestamptz`,
        ]
      : []),
  ];
}

function userWhere(filter: UserListFilter): UserWhere {
  const where: UserWhere = { conditions: [], shape: [], values: {}, byValue: false };
  const add = (kind: string, condition: () => SQL, values: Record<string, unknown>) => {
    where.conditions.push(condition);
    where.shape.push(kind);
    Object.assign(where.values, values);
  };
  if (filter.name) {
    const name = nameCondition(filter.name);
    add(name.kind, name.condition, { name: containsPattern(filter.name), nameChars: filter.name });
  }
  if (filter.phone)
    add('p', containing(users.mobile, 'phone'), { phone: containsPattern(filter.phone) });
  // Mails and accounts are stored in lower case (the contract lowers them): LIKE on the
  // lowered fragment finds what ILIKE would, at a fraction of its cost per row.
  if (filter.mail) {
    add('m', containing(users.mail, 'mail'), { mail: containsPattern(filter.mail.toLowerCase()) });
  }
  if (filter.account) {
    const account = containsPattern(filter.account.toLowerCase());
    add('a', containing(users.account, 'account'), { account });
  }
  if (filter.id)
    add('i', containing(sql`(${users.id}::text)`, 'id'), { id: containsPattern(filter.id) });
  // Only substrings so far: one at least makes the plan depend on the values.
  const substrings = where.shape.length;
  where.byValue = substrings > 0;
  if (filter.gender !== 0) {
    add('g', () => sql`${users.gender} = ${value('gender')}`, { gender: filter.gender });
  }
  if (filter.status !== 0) {
    const status = filter.status === 1 ? 'active' : 'disabled';
    add('s', () => sql`${users.status} = ${value('status')}`, { status });
  }
  if (filter.date) {
    add(
      'd',
      () =>
        sql`${users.createdAt} >= ${value('from')}::timestamptz and ${users.createdAt} < ${value('to')}::timestamptz`,
      {
        from: zonedDayStart(filter.date[0], PLATFORM_TIME_ZONE).toISOString(),
        to: zonedDayEnd(filter.date[1], PLATFORM_TIME_ZONE).toISOString(),
      },
    );
  }
  if (filter.name && [...filter.name].length <= GRAM_LENGTH && substrings === 1) {
    where.grams = () => gramConditions(filter);
    where.values.active = filter.status === 1;
  }
  return where;
}

/** Whether the filter is counted so far (a substring or a date) or summed exactly. */
const countedToCap = (filter: UserListFilter, where: UserWhere) =>
  where.byValue || filter.date !== null;

/**
 * The number of users under the filter, as one cell. Gender and status alone (or nothing) are a
 * sum of user_tallies (0022): a count would read all 100,000 users for the first page. A
 * substring or date filter counts USER_TOTAL_CAP users past the page's start and one more
 * (`capped` when that one is there): counting the 10,000 users a common fragment matches cost
 * 8 ms a request, and every hundred counted ~0.15 ms (docs/testing.md, bench:users). Paging on
 * counts further.
 */
function totalCell(filter: UserListFilter, where: UserWhere): SQL {
  const cap = sql`${value('countTo')}::int + 1`;
  if (where.grams) {
    return sql`(select count(*)::int from (
      select from ${userNameGrams} where ${and(...where.grams())} limit ${cap}
    ) matching)`;
  }
  if (countedToCap(filter, where)) {
    const conditions = and(...where.conditions.map((condition) => condition()));
    return sql`(select count(*)::int from (
      select from ${users} where ${conditions} limit ${cap}
    ) matching)`;
  }
  const tallied = [
    filter.gender !== 0 ? sql`${userTallies.gender} = ${value('gender')}` : undefined,
    filter.status !== 0 ? sql`${userTallies.status} = ${value('status')}` : undefined,
  ];
  return sql`(select coalesce(sum(${userTallies.users}), 0)::int from ${userTallies}
    where ${and(sql`true`, ...tallied)})`;
}

/**
 * POST /api/system/user/list: the page and its total in one statement (one round trip), its
 * rows read by position (db/prepared.ts); the total rides on every row of the page. A page past
 * the last user has no row to carry it: the total is then asked alone.
 */
export async function listUsers(db: Db, filter: UserListFilter): Promise<UserListContent> {
  const where = userWhere(filter);
  const order = filter.sortType === 'asc' ? asc : desc;
  // By sign-up time, a name of one piece pages through user_name_grams in its order too.
  const byGrams = where.grams && filter.sortKey === 'date' ? where.grams : undefined;
  const shape = `${where.shape.join('') || 'all'}${where.grams ? '_g' : ''}`;
  const name = `users_${filter.sortKey}_${filter.sortType}_${filter.limit}_${shape}`;
  // Planned for its values unless the name's pieces alone decide the page and the total.
  const options = { planEachTime: where.byValue && !byGrams };
  const total = { expression: totalCell(filter, where), decode: Number };
  // How far a substring or date filter is counted (the total says `capped` past it).
  const counted = countedToCap(filter, where);
  const countTo = counted ? filter.offset + USER_TOTAL_CAP : Infinity;
  const totalOf = (counted = 0) => ({
    total: Math.min(counted, countTo),
    capped: counted > countTo,
  });
  if (counted) where.values.countTo = countTo;
  const columns = { ...userColumns, total };
  const sorted = SORT_COLUMNS[filter.sortKey].map((column) => order(column));
  const page = preparedColumns(
    db,
    name,
    columns,
    (selection) => {
      if (!byGrams) {
        return db
          .select(selection)
          .from(users)
          .where(and(...where.conditions.map((condition) => condition())))
          .orderBy(...sorted)
          .limit(literalLimit(filter.limit))
          .offset(value('offset'));
      }
      const ids = db
        .select({ userId: userNameGrams.userId })
        .from(userNameGrams)
        .where(and(...byGrams()))
        .orderBy(order(userNameGrams.createdAt), order(userNameGrams.userId))
        .limit(literalLimit(filter.limit))
        .offset(value('offset'))
        .as('page');
      return db
        .select(selection)
        .from(users)
        .innerJoin(ids, sql`${ids.userId} = ${users.id}`)
        .orderBy(...sorted);
    },
    (row) => row,
    options,
  );
  const rows = await page.execute({ ...where.values, offset: filter.offset });
  if (rows[0]) {
    const keysOf = await roleKeysOf(db, rows);
    return { list: rows.map((row) => toSystemUser(row, keysOf)), ...totalOf(rows[0].total) };
  }
  if (filter.offset === 0) return { list: [], ...totalOf(0) };
  const alone = preparedColumns(
    db,
    `users_total_${shape}`,
    { total },
    (selection) => db.select(selection).from(sql`(select) as one_row`),
    (row) => row.total,
    options,
  );
  const [onlyTotal] = await alone.execute(where.values);
  return { list: [], ...totalOf(onlyTotal) };
}
