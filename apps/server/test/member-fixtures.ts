import { and, eq } from 'drizzle-orm';
import type { PermissionKey } from '@console/contract/roles';
import { merchantMembers } from '../src/db/schema.ts';
import type { TestApp } from './helper.ts';

/** Calls of the sub-account endpoints (DESIGN §4) for one merchant, in English. */
export function memberApi(t: TestApp, shopId: number) {
  const invite = (token: string, payload: Record<string, unknown>, merchantsId = shopId) =>
    t.call('POST', '/api/merchant/members', {
      token,
      payload: { merchants_id: merchantsId, ...payload },
      locale: 'en-US',
    });
  const update = (
    token: string,
    userId: number,
    payload: Record<string, unknown>,
    merchantsId = shopId,
  ) =>
    t.call('PUT', `/api/merchant/members/${userId}`, {
      token,
      payload: { merchants_id: merchantsId, ...payload },
      locale: 'en-US',
    });
  const remove = (token: string, userId: number, merchantsId = shopId) =>
    t.call('DELETE', `/api/merchant/members/${userId}`, {
      token,
      query: { merchants_id: String(merchantsId) },
      locale: 'en-US',
    });
  const membership = async (userId: number, merchantId = shopId) =>
    (
      await t.db
        .select()
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)))
    )[0];

  async function managerWith(keys: PermissionKey[]) {
    const manager = await t.register();
    await t.addMember(shopId, manager.id, { permissions: ['member:manage', ...keys] });
    return manager;
  }

  return { invite, update, remove, membership, managerWith };
}

export type MemberApi = ReturnType<typeof memberApi>;
