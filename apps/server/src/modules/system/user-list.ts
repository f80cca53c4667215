import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PLATFORM_TIME_ZONE } from '@console/contract/time-zone';
import type { SystemUser, UserListContent, UserListFilter } from '@console/contract/system-users';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { merchantMembers, roles, userRoles, users } from '../../db/schema.ts';
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

function conditions(filter: UserListFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.name) where.push(ilike(users.nickname, containsPattern(filter.name)));
  if (filter.phone) where.push(like(users.mobile, containsPattern(filter.phone)));
  if (filter.mail) where.push(ilike(users.mail, containsPattern(filter.mail)));
  if (filter.account) where.push(ilike(users.account, containsPattern(filter.account)));
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
};
const selectUsers = (db: Db) => db.select(userColumns).from(users);
type UserListRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** The answered users of `rows`, with their roles and whether they own a merchant. */
async function describeUsers(db: Db, rows: UserListRow[]): Promise<SystemUser[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [held, owners] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, key: roles.key })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.id)),
    db
      .selectDistinct({ userId: merchantMembers.userId })
      .from(merchantMembers)
      .where(and(inArray(merchantMembers.userId, ids), eq(merchantMembers.role, 'owner'))),
  ]);
  const owning = new Set(owners.map((row) => row.userId));
  return rows.map((row) => {
    const mine = held.filter((role) => role.userId === row.id);
    return {
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
      role: mine.map((role) => role.key),
      roleIds: mine.map((role) => role.id),
      desc: row.desc,
      ownsMerchant: owning.has(row.id),
    };
  });
}

/** POST /api/system/user/list */
export async function listUsers(db: Db, filter: UserListFilter): Promise<UserListContent> {
  const where = conditions(filter);
  const order = filter.sortType === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(...SORT_COLUMNS[filter.sortKey].map((column) => order(column)))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: await describeUsers(db, rows), total: total?.total ?? 0 };
}

/** One user as the list answers it (the change log's before / after). */
export async function readSystemUser(db: Db, id: number): Promise<SystemUser | undefined> {
  const rows = await selectUsers(db).where(eq(users.id, id));
  const [user] = await describeUsers(db, rows);
  return user;
}
