import { and, asc, eq } from 'drizzle-orm';
import type { SystemUser } from '@console/contract/system-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantMembers, roles, userRoles, users } from '../src/db/schema.ts';
import { makeOperator } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { holdOnlyRole, listedUser } from './system-fixtures.ts';

// Migration 0024, docs/system.md "List": the user list reads the roles
// held and merchant ownership from the user's row, kept by triggers on user_roles, roles and
// merchant_members. Each step checks the row and the list against the tables themselves.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeOperator(t, 'admin');
});
afterAll(() => t.close());

/** What the tables say of the user, and what user/list answers. */
async function heldAndListed(userId: number) {
  const held = await t.db
    .select({ id: roles.id, key: roles.key })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  const owned = await t.db
    .select({ id: merchantMembers.id })
    .from(merchantMembers)
    .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.role, 'owner')));
  const listed: SystemUser = await listedUser(t, admin.token, userId);
  return {
    truth: { roleIds: held.map((role) => role.id), role: held.map((role) => role.key) },
    owns: owned.length > 0,
    listed,
  };
}

async function expectInStep(userId: number) {
  const { truth, owns, listed } = await heldAndListed(userId);
  expect({ roleIds: listed.roleIds, role: listed.role }).toEqual(truth);
  expect(listed.ownsMerchant).toBe(owns);
  return { truth, owns };
}

describe("the user row's roles and ownership", () => {
  it('follow role grants, removals and a deleted role', async () => {
    const user = await t.register();
    expect((await expectInStep(user.id)).truth.role).toEqual(['ROLE_USER']);
    await holdOnlyRole(t.db, user.id, 'ROLE_OP', 'ROLE_USER');
    expect((await expectInStep(user.id)).truth.role).toEqual(['ROLE_USER', 'ROLE_OP']);
    const [extra] = await t.db
      .insert(roles)
      .values({ key: 'ROLE_ROW_TEST', name: 'Row test', access: 'user' })
      .returning({ id: roles.id });
    await t.db.insert(userRoles).values({ userId: user.id, roleId: extra!.id });
    expect((await expectInStep(user.id)).truth.roleIds).toContain(extra!.id);
    await t.db.delete(roles).where(eq(roles.id, extra!.id));
    expect((await expectInStep(user.id)).truth.role).toEqual(['ROLE_USER', 'ROLE_OP']);
    await t.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await expectInStep(user.id)).truth.roleIds).toEqual([]);
    const [row] = await t.db
      .select({ role: users.role, roleIds: users.roleIds })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ role: 'user', roleIds: [] });
  });

  it('follow becoming an owner, handing the merchant over and leaving it', async () => {
    const owner = await t.register();
    const heir = await t.register();
    const { id: merchantId } = await t.createMerchant(owner.id, 'Row Test Tea');
    expect((await expectInStep(owner.id)).owns).toBe(true);
    expect((await expectInStep(heir.id)).owns).toBe(false);
    await t.db.insert(merchantMembers).values({ merchantId, userId: heir.id, role: 'member' });
    await t.db
      .update(merchantMembers)
      .set({ role: 'member' })
      .where(eq(merchantMembers.userId, owner.id));
    await t.db
      .update(merchantMembers)
      .set({ role: 'owner' })
      .where(eq(merchantMembers.userId, heir.id));
    expect((await expectInStep(owner.id)).owns).toBe(false);
    expect((await expectInStep(heir.id)).owns).toBe(true);
    await t.db.delete(merchantMembers).where(eq(merchantMembers.userId, heir.id));
    expect((await expectInStep(heir.id)).owns).toBe(false);
  });
});
