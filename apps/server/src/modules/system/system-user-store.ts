import { sql } from 'drizzle-orm';
import type { SystemUser } from '@console/contract/system-users';
import type { Db } from '../../db/client.ts';
import { preparedColumns } from '../../db/prepared.ts';
import { roles, users } from '../../db/schema.ts';
import { toSystemUser, userColumns } from './system-user-view.ts';

/**
 * Role keys by id, per database. A role's key never changes and ids are not reused (the contract
 * has no key in role/update), so a key once read stays true; an id not known yet reads the roles
 * again.
 */
const roleKeysByDb = new WeakMap<Db, Map<number, string>>();

export async function roleKeysOf(db: Db, rows: { roleIds: number[] }[]) {
  let keys = roleKeysByDb.get(db);
  if (!keys || rows.some((row) => row.roleIds.some((id) => !keys!.has(id)))) {
    const all = await db.select({ id: roles.id, key: roles.key }).from(roles);
    keys = new Map(all.map((role) => [role.id, role.key]));
    roleKeysByDb.set(db, keys);
  }
  const known = keys;
  return (ids: number[]) => ids.flatMap((id) => known.get(id) ?? []);
}

/** One user as the list answers it (the change log's before / after). */
export async function readSystemUser(db: Db, id: number): Promise<SystemUser | undefined> {
  const [row] = await preparedColumns(
    db,
    'users_one',
    userColumns,
    (selection) =>
      db
        .select(selection)
        .from(users)
        .where(sql`${users.id} = ${sql.placeholder('id')}`),
    (row) => row,
  ).execute({ id });
  return row && toSystemUser(row, await roleKeysOf(db, [row]));
}
