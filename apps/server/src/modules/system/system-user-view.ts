import type { SystemUser } from '@console/contract/system-users';
import { isoTime } from '../../db/iso-time.ts';
import type { ColumnsRow } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';

// A user as the system pages show it — the columns read, the roles' keys, the answer —
// for the user list (user-list.ts) and the change log's before / after.

export const userColumns = {
  id: users.id,
  name: users.nickname,
  avatar: users.faceUrl,
  account: users.account,
  phone: users.mobile,
  mail: users.mail,
  gender: users.gender,
  status: users.status,
  createdAt: isoTime(users.createdAt),
  birthday: users.birthday,
  region: users.region,
  desc: users.description,
  // The roles held (their ids: the keys come from roleKeysOf) and whether the user owns a
  // merchant, kept on the row by triggers (0024): subqueries here cost more to plan than a
  // substring's page to run (docs/testing.md "bench:users").
  roleIds: users.roleIds,
  ownsMerchant: users.ownsMerchant,
};

/** A user as the list answers it. */
export const toSystemUser = (
  row: ColumnsRow<typeof userColumns>,
  keysOf: (ids: number[]) => string[],
): SystemUser => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  account: row.account,
  phone: row.phone,
  mail: row.mail,
  gender: row.gender === 1 || row.gender === 2 ? row.gender : null,
  status: row.status === 'active' ? 1 : 2,
  date: row.createdAt,
  birthday: row.birthday,
  region: row.region,
  role: keysOf(row.roleIds),
  roleIds: row.roleIds,
  desc: row.desc,
  ownsMerchant: row.ownsMerchant,
});
