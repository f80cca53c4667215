import { and, asc, count, desc, eq, gte, ilike, like, lt, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_TIME_ZONE } from '@console/contract/time-zone';
import {
  USER_TOTAL_CAP,
  type SystemUser,
  type UserListContent,
  type UserListFilter,
} from '@console/contract/system-users';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { users, userTallies } from '../../db/schema.ts';
import { zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';

// Issue 17 user list (spec §5 filters; docs/system.md "List"): substring filters use the
// trigram indexes of migration 0021, sorts the (key, id) indexes.

const SORT_COLUMNS = {
  id: [users.id],
  name: [users.nickname, users.id],
  account: [users.account],
  date: [users.createdAt, users.id],
  birthday: [users.birthday, users.id],
} as const;

/**
 * A name of one or two characters (a Chinese surname) holds no trigram: its characters are looked
 * up in the name's characters (users_nickname_chars_idx, 0022). One character is the whole test
 * (ILIKE compares lower case, as the index holds it), so a count reads the index alone.
 */
function nameCondition(name: string): SQL {
  const chars = [...name];
  const pattern = ilike(users.nickname, containsPattern(name));
  if (chars.length > 2) return pattern;
  const wanted = sql.join(
    chars.map((char) => sql`lower(${char})`),
    sql`, `,
  );
  const held = sql`string_to_array(lower(${users.nickname}), null) @> array[${wanted}]::text[]`;
  return chars.length === 1 ? held : and(held, pattern)!;
}

function conditions(filter: UserListFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.name) where.push(nameCondition(filter.name));
  if (filter.phone) where.push(like(users.mobile, containsPattern(filter.phone)));
  // Mails and accounts are stored in lower case (the contract lowers them): LIKE on the
  // lowered fragment finds what ILIKE would, at a fraction of its cost per row.
  if (filter.mail) where.push(like(users.mail, containsPattern(filter.mail.toLowerCase())));
  if (filter.account) {
    where.push(like(users.account, containsPattern(filter.account.toLowerCase())));
  }
  if (filter.id) where.push(like(sql`(${users.id}::text)`, containsPattern(filter.id)));
  if (filter.gender !== 0) where.push(eq(users.gender, filter.gender));
  if (filter.status !== 0)
    where.push(eq(users.status, filter.status === 1 ? 'active' : 'disabled'));
  if (filter.date) {
    where.push(gte(users.createdAt, zonedDayStart(filter.date[0], PLATFORM_TIME_ZONE)));
    where.push(lt(users.createdAt, zonedDayEnd(filter.date[1], PLATFORM_TIME_ZONE)));
  }
  return and(...where);
}

const userColumns = {
  id: users.id,
  name: users.nickname,
  avatar: users.faceUrl,
  account: users.account,
  phone: users.mobile,
  mail: users.mail,
  gender: users.gender,
  status: users.status,
  createdAt: users.createdAt,
  birthday: users.birthday,
  region: users.region,
  desc: users.description,
  // The roles held and whether the user owns a merchant, in the same query: one round trip a
  // page instead of three (issue 17 done-when 3, docs/testing.md "bench:users").
  // Written out: Drizzle leaves a one-table select's columns unqualified, which a subquery
  // would resolve to its own tables.
  roleKeys: sql<string[]>`array(
    select r.key from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = users.id order by r.id)`,
  roleIds: sql<number[]>`array(
    select ur.role_id::int from user_roles ur where ur.user_id = users.id order by ur.role_id)`,
  ownsMerchant: sql<boolean>`exists(
    select 1 from merchant_members m where m.user_id = users.id and m.role = 'owner')`,
};
const selectUsers = (db: Db) => db.select(userColumns).from(users);
type UserListRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** A user as the list answers it. */
const toSystemUser = (row: UserListRow): SystemUser => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  account: row.account,
  phone: row.phone,
  mail: row.mail,
  gender: row.gender === 1 || row.gender === 2 ? row.gender : null,
  status: row.status === 'active' ? 1 : 2,
  date: row.createdAt.toISOString(),
  birthday: row.birthday,
  region: row.region,
  role: row.roleKeys,
  roleIds: row.roleIds,
  desc: row.desc,
  ownsMerchant: row.ownsMerchant,
});

/**
 * The number of users under `filter`. Gender and status alone (or nothing) are a sum of
 * user_tallies (0022): a count would read all 100,000 users for the first page. A substring or
 * date filter counts up to USER_TOTAL_CAP (`capped` past it): counting the 10,000 users a
 * common fragment matches cost 8 ms a request (docs/testing.md, bench:users).
 */
async function countUsers(db: Db, filter: UserListFilter, where: SQL | undefined) {
  const { name, phone, mail, account, id, date } = filter;
  if (name || phone || mail || account || id || date) {
    const matching = db
      .select({ one: sql`1` })
      .from(users)
      .where(where)
      .limit(USER_TOTAL_CAP + 1)
      .as('matching');
    const [row] = await db.select({ total: count() }).from(matching);
    const total = row?.total ?? 0;
    return { total: Math.min(total, USER_TOTAL_CAP), capped: total > USER_TOTAL_CAP };
  }
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userTallies.users}), 0)::int` })
    .from(userTallies)
    .where(
      and(
        filter.gender !== 0 ? eq(userTallies.gender, filter.gender) : undefined,
        filter.status !== 0
          ? eq(userTallies.status, filter.status === 1 ? 'active' : 'disabled')
          : undefined,
      ),
    );
  return { total: row?.total ?? 0, capped: false };
}

/** POST /api/system/user/list */
export async function listUsers(db: Db, filter: UserListFilter): Promise<UserListContent> {
  const where = conditions(filter);
  const order = filter.sortType === 'asc' ? asc : desc;
  const [rows, counted] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(...SORT_COLUMNS[filter.sortKey].map((column) => order(column)))
      .offset(filter.offset)
      .limit(filter.limit),
    countUsers(db, filter, where),
  ]);
  return { list: rows.map(toSystemUser), ...counted };
}

/** One user as the list answers it (the change log's before / after). */
export async function readSystemUser(db: Db, id: number): Promise<SystemUser | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row && toSystemUser(row);
}
